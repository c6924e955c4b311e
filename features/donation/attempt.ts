import type { OrderOutcome, OrderPayment } from '@/features/checkout';
import type { DonationValues } from './model';
import type { DonationOrder } from './order';

// One donation attempt = one Idempotency-Key (CONTRACT §6). The key belongs to what the donor
// chose, never to the body's bytes: each press mints a fresh captcha token and, with real
// Stripe, a new PaymentMethod, so a body-based rule would make a new key on every retry. While
// an attempt's outcome is unknown (no answer, a 5xx, a dropped connection: the backend may have
// charged the card before failing), a press on Donate with the same choices sends the very same
// body again under the same key, so the backend replays its first answer and never charges twice.
// A definite answer (a 201, a 4xx) or an edit of the donation ends the attempt.
//
// A reload (SPEC §4 drops the form state, a deploy's BuildWatcher, a 3-D Secure challenge cut
// short) does not end it either: the tab keeps the attempt's key and a digest of the choices
// (DONATION_ATTEMPT_STORAGE; never the choices), and when the donor's choices entered again have
// the same digest the new authorisation and captcha token go under the kept key. The backend
// answers a known key as it did the first time, without verifying the token again (CONTRACT §6).

/** The tab's sessionStorage entry of the open attempt (features/checkout/attempt-storage.ts). */
export const DONATION_ATTEMPT_STORAGE = 'cw_donation_attempt';

export interface DonationAttempt {
  key: string;
  /** The donor's choices the attempt was made from (see attemptFingerprint). */
  fingerprint: string;
  /** The order exactly as first sent, payment and captcha token included: sent again as is. */
  body: DonationOrder;
  /** The first authorisation (the 3-D Secure step needs it). */
  payment: OrderPayment;
}

/**
 * The donor's choices that make an order: amount, type, method, donor details and the page the
 * amount was chosen on. Not the step the form is on, nor the captcha token (new per press).
 */
export function attemptFingerprint(values: DonationValues, pagePath: string): string {
  const { step: _step, captcha_token: _captcha, ...chosen } = values;
  return stableJson({ chosen, pagePath });
}

/** The attempt a press on Donate continues: the unanswered one, if the donor changed nothing since. */
export function continuedDonationAttempt(previous: DonationAttempt | null, fingerprint: string): DonationAttempt | null {
  return previous && previous.fingerprint === fingerprint ? previous : null;
}

/**
 * After the attempt's final outcome (null: it threw, e.g. the connection dropped): the attempt
 * stays open only while the outcome is unknown (no answer or a 5xx); any other answer ends it.
 */
export function attemptAfterOutcome(attempt: DonationAttempt | null, outcome: OrderOutcome | null): DonationAttempt | null {
  return outcome === null || outcome.statusCode >= 500 ? attempt : null;
}

/** JSON with sorted keys, so two equal choices always compare equal. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((k) => record[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
