// An order attempt's Idempotency-Key across a reload and into a new tab (issue 37 §4, issue 46):
// while an attempt's outcome is unknown (no answer, a 5xx, a 3-D Secure challenge not yet
// finished) the browser's localStorage keeps its key, a digest of what the donor chose, the
// Revolut order it is paid with and the site's grant on it (Revolut Pay), when it was kept and,
// for the gift checkout, the time its order was built at. Never the choices themselves: SPEC §4
// drops the form state on a restore, and the donor enters it again. localStorage, not the
// tab's sessionStorage, so a retry in a new tab of the same browser finds it too; it expires
// after ATTEMPT_TTL_MS (the hour after which the server reconciles a Revolut authorisation left
// unknown: features/checkout/revolut-reconcile.ts). When what they enter again makes the same
// order (the same digest), the attempt goes on under the same key, and with the same Revolut
// order (never a second authorisation), so the backend answers as it did the first time and
// never makes a second order. A definite answer (a 201, a 4xx) ends the attempt and drops what
// was kept.

import { REVOLUT_GATEWAY } from './payment-methods';
import { revolutGrantFor } from './payment/revolut-grants';

export interface StoredAttempt {
  /** The attempt's Idempotency-Key. */
  key: string;
  /** SHA-256 (hex) of what makes the order: see digestOf. */
  digest: string;
  /** When the order was built (ISO 8601), where its body depends on the time (gift cards' sending time). */
  at?: string;
  /** Revolut Pay: the Revolut order the attempt is paid with, and the site's grant on it. */
  revolut?: { id: string; grant: string };
  /** When it was kept (ms since the epoch): it expires ATTEMPT_TTL_MS later. */
  savedAt?: number;
}

/** How long a kept attempt is found again (a reload, a new tab). */
export const ATTEMPT_TTL_MS = 60 * 60 * 1000;
const REVOLUT_ID = /^[A-Za-z0-9-]{1,64}$/;
const REVOLUT_GRANT = /^[A-Za-z0-9._-]{1,160}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGEST = /^[0-9a-f]{64}$/;

/** The browser's localStorage (shared by its tabs), or null where there is none or it is blocked (reading it can throw). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The attempt kept under `name`, if any and well formed. */
export function readStoredAttempt(name: string, storage: Storage | null = tabStorage(), now: number = Date.now()): StoredAttempt | null {
  try {
    const raw = storage?.getItem(name);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt> | null;
    if (!parsed || typeof parsed.key !== 'string' || !UUID.test(parsed.key) || typeof parsed.digest !== 'string' || !DIGEST.test(parsed.digest)) return null;
    const savedAt = parsed.savedAt;
    if (typeof savedAt !== 'number' || savedAt > now + 60_000 || now - savedAt > ATTEMPT_TTL_MS) {
      storage?.removeItem(name); // expired (or of no known age): a new attempt
      return null;
    }
    const at = typeof parsed.at === 'string' && !Number.isNaN(Date.parse(parsed.at)) ? parsed.at : undefined;
    const r = parsed.revolut;
    const revolut = r && typeof r.id === 'string' && REVOLUT_ID.test(r.id) && typeof r.grant === 'string' && REVOLUT_GRANT.test(r.grant) ? { id: r.id, grant: r.grant } : undefined;
    return { key: parsed.key, digest: parsed.digest, ...(at ? { at } : {}), ...(revolut ? { revolut } : {}), savedAt };
  } catch {
    return null;
  }
}

/** Keeps an attempt whose outcome is not known yet (a full or blocked storage keeps nothing: the tab's memory still has it). */
export function storeAttempt(name: string, attempt: StoredAttempt, storage: Storage | null = tabStorage(), now: number = Date.now()): void {
  try {
    const { key, digest, at, revolut } = attempt; // only these: never the donor's data
    storage?.setItem(name, JSON.stringify({ key, digest, ...(at ? { at } : {}), ...(revolut ? { revolut: { id: revolut.id, grant: revolut.grant } } : {}), savedAt: now }));
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
 * PayPal order) and the captcha token: not part of what an order is, so an order built again
 * after a reload, or authorised again on a retry, is still the same order. Not the Revolut order
 * (CONTRACT §6): one belongs to one attempt, so a new Revolut order is a new attempt (a new key),
 * and the attempt kept with one goes on with it.
 */
const PER_AUTHORISATION = ['stripe_payment_method_id', 'stripe_payment_intent_id', 'paypal_order_id', 'payer_id', 'paypal_subscription_id'];

/** An order body as JSON without its captcha token and its payment's per-authorisation ids: what makes the order. */
export function orderIdentity<T extends { payment?: { details: object } | null; captchaToken?: unknown }>(body: T): string {
  const { captchaToken: _token, payment, ...rest } = body;
  if (!payment) return JSON.stringify(rest);
  const details = Object.fromEntries(Object.entries(payment.details).filter(([name]) => !PER_AUTHORISATION.includes(name)));
  return JSON.stringify({ ...rest, payment: { ...payment, details } });
}

/** The Revolut order a payment is paid with (Revolut Pay), or null. */
export function revolutOrderIdOf(payment: { gateway?: unknown; details?: object } | null | undefined): string | null {
  const id = payment?.gateway === 'revolut' ? (payment.details as { revolut_order_id?: unknown } | undefined)?.revolut_order_id : null;
  return typeof id === 'string' && REVOLUT_ID.test(id) ? id : null;
}

/**
 * The Revolut authorisation a press resumes (issue 46): the kept attempt's, when the order entered
 * again is the same (its digest) and paid by Revolut Pay again. The donor is not asked to pay a
 * second time, and the order goes on under the same key with the same Revolut order.
 */
export function resumableRevolut(stored: StoredAttempt | null, digest: string | null, gateway: string): { key: string; id: string; grant: string } | null {
  if (gateway !== REVOLUT_GATEWAY || !stored?.revolut || !digest || stored.digest !== digest) return null;
  return { key: stored.key, id: stored.revolut.id, grant: stored.revolut.grant };
}

/**
 * What to keep of an attempt about to be sent: the kept key for the same order (keyAfterReload),
 * except with another Revolut order than the kept one, which is a new attempt (CONTRACT §6: a
 * known key naming another Revolut order is refused); and its Revolut order with the site's grant.
 */
export function attemptToKeep(
  stored: StoredAttempt | null,
  digest: string,
  payment: { gateway?: unknown; details?: object } | null | undefined,
  newKey: () => string,
  grantFor: (id: string) => string | null = revolutGrantFor,
): StoredAttempt {
  const id = revolutOrderIdOf(payment);
  const same = stored !== null && stored.digest === digest;
  if (!id) return { key: same ? stored.key : newKey(), digest };
  const grant = grantFor(id);
  return { key: same && stored.revolut?.id === id ? stored.key : newKey(), digest, ...(grant ? { revolut: { id, grant } } : {}) };
}
