// An order attempt's Idempotency-Key across a reload (issue 37 §4), for both checkouts: while
// an attempt's outcome is unknown (no answer, a 5xx, a 3-D Secure challenge not yet finished)
// the tab's sessionStorage keeps its key, a digest of what the donor chose and, for the gift
// checkout, the time its order was built at. Never the choices themselves: SPEC §4 drops the
// form state on a restore, and the donor enters it again. When what they enter again makes the
// same order (the same digest), the attempt goes on under the same key, so the backend answers
// as it did the first time and never makes a second order. A definite answer (a 201, a 4xx)
// ends the attempt and drops what was kept.

export interface StoredAttempt {
  /** The attempt's Idempotency-Key. */
  key: string;
  /** SHA-256 (hex) of what makes the order: see digestOf. */
  digest: string;
  /** When the order was built (ISO 8601), where its body depends on the time (gift cards' sending time). */
  at?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGEST = /^[0-9a-f]{64}$/;

/** The tab's sessionStorage, or null where there is none or it is blocked (reading it can throw). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The attempt kept under `name`, if any and well formed. */
export function readStoredAttempt(name: string, storage: Storage | null = tabStorage()): StoredAttempt | null {
  try {
    const raw = storage?.getItem(name);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt> | null;
    if (!parsed || typeof parsed.key !== 'string' || !UUID.test(parsed.key) || typeof parsed.digest !== 'string' || !DIGEST.test(parsed.digest)) return null;
    const at = typeof parsed.at === 'string' && !Number.isNaN(Date.parse(parsed.at)) ? parsed.at : undefined;
    return { key: parsed.key, digest: parsed.digest, ...(at ? { at } : {}) };
  } catch {
    return null;
  }
}

/** Keeps an attempt whose outcome is not known yet (a full or blocked storage keeps nothing: the tab's memory still has it). */
export function storeAttempt(name: string, attempt: StoredAttempt, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(name, JSON.stringify(attempt));
  } catch {
    // Quota or privacy mode: the attempt lives on in memory until the tab reloads.
  }
}

/** The attempt's outcome is known: nothing is kept. */
export function dropStoredAttempt(name: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(name);
  } catch {
    // As above.
  }
}

/** SHA-256 of a text, hex: what the stored attempt compares, in place of the choices. Null where the browser has no digest (not a secure context): nothing is kept then. */
export async function digestOf(text: string): Promise<string | null> {
  try {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/** The key a new attempt goes under: the kept attempt's when what the donor entered again makes the same order, else a new one. */
export function keyAfterReload(stored: StoredAttempt | null, digest: string | null, newKey: () => string): string {
  return stored && digest && stored.digest === digest ? stored.key : newKey();
}

/**
 * What a payment's provider makes anew on each authorisation (a new Stripe PaymentMethod, a
 * PayPal or Revolut order) and the captcha token: not part of what an order is, so an order
 * built again after a reload, or authorised again on a retry, is still the same order.
 */
const PER_AUTHORISATION = ['stripe_payment_method_id', 'stripe_payment_intent_id', 'paypal_order_id', 'payer_id', 'paypal_subscription_id', 'revolut_order_id'];

/** An order body as JSON without its captcha token and its payment's per-authorisation ids: what makes the order. */
export function orderIdentity<T extends { payment?: { details: object } | null; captchaToken?: unknown }>(body: T): string {
  const { captchaToken: _token, payment, ...rest } = body;
  if (!payment) return JSON.stringify(rest);
  const details = Object.fromEntries(Object.entries(payment.details).filter(([name]) => !PER_AUTHORISATION.includes(name)));
  return JSON.stringify({ ...rest, payment: { ...payment, details } });
}
