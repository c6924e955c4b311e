import { derivedHmacKey, fromBase64Url, toBase64Url } from '@/edge/mode-token';
import type { PaymentMode } from './payment-methods';

// The site's signature on a Revolut order it made (issue 46 §1, CONTRACT §6): the revolut-order
// route answers it with the order's id, the browser sends it with the order (header
// REVOLUT_GRANT_HEADER, kept with the attempt across a reload), and the order route cancels a
// Revolut order only with it. So a refused order releases only an authorisation this site made
// for the browser that holds it, never one a body merely names (anyone's, by its id). The key is
// derived from the mode's Revolut secret key (no new setting); the grant says when the order was
// made, which dates the authorisation for the reconciliation (./revolut-reconcile.ts).

export { REVOLUT_GRANT_HEADER } from './payment/revolut-grants';
/** Revolut releases an uncaptured authorisation after 7 days: a grant is good for 8. */
const GRANT_TTL_MS = 8 * 24 * 60 * 60 * 1000;
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
const GRANT = /^([A-Za-z0-9-]{1,64})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export interface RevolutGrant {
  /** The Revolut order's id. */
  id: string;
  /** When the site made it (ms since the epoch). */
  madeAt: number;
}

const signingKey = (secret: string) => derivedHmacKey(secret, 'cw-revolut-grant/v1');
const message = (mode: PaymentMode, id: string, madeAt: number) => new TextEncoder().encode(`${mode}\u0000${id}\u0000${madeAt}`);

/** `id.madeAt.signature`: the grant of a Revolut order made in `mode` with that mode's secret key. */
export async function signRevolutGrant(mode: PaymentMode, id: string, secret: string, madeAt: number = Date.now()): Promise<string> {
  if (!ORDER_ID.test(id)) throw new Error('not a Revolut order id');
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), message(mode, id, madeAt)));
  return `${id}.${madeAt}.${toBase64Url(signature)}`;
}

/** The order a grant stands for, when this site signed it for `mode` and it has not expired; else null. */
export async function verifyRevolutGrant(grant: string | null | undefined, mode: PaymentMode, secret: string | undefined, now: number = Date.now()): Promise<RevolutGrant | null> {
  if (!secret || !grant || grant.length > 160) return null;
  const match = GRANT.exec(grant.trim());
  if (!match) return null;
  const id = match[1]!;
  const madeAt = Number(match[2]);
  if (madeAt > now + 60_000 || now - madeAt > GRANT_TTL_MS) return null;
  const signature = fromBase64Url(match[3]!);
  if (!signature) return null;
  const valid = await crypto.subtle.verify('HMAC', await signingKey(secret), signature, message(mode, id, madeAt));
  return valid ? { id, madeAt } : null;
}
