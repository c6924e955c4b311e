import type { RateLimiter } from '../request/rate-limit';

// Secret comparison in constant time with web APIs only (edge-safe: no node:crypto). Both
// sides are hashed first, so neither the time taken nor an early exit tells a caller how many
// characters were right, or how long the secret is.

const encoder = new TextEncoder();

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

/** True only when `given` equals `expected`; an unset expected secret never matches. */
export async function sameSecret(given: string | null | undefined, expected: string | null | undefined): Promise<boolean> {
  if (!expected || given === null || given === undefined) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * A per-client allowance of secret guesses (issue 31): `hit` counts one attempt, `refund`
 * gives back the attempt of a right secret, so only wrong guesses add up. Route handlers make
 * one from the shared burst limiter and the client's vouched address (guessLimit below).
 */
export interface GuessLimit {
  hit(): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  refund(): Promise<void>;
}

export type GuessOutcome = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Compares a guess under a limit. Every attempt is counted before the comparison, so a client
 * over its limit is answered 'locked' whatever it sent (no way to tell a right guess then),
 * and a burst of parallel guesses cannot all be compared before the first is counted. A right
 * secret gives its attempt back. Without a limit (null) nothing is compared: a caller that
 * cannot count guesses never accepts one.
 */
export async function guardedSecret(given: string | null | undefined, expected: string | undefined, limit: GuessLimit | null): Promise<GuessOutcome> {
  if (!limit) return { kind: 'wrong' };
  const attempt = await limit.hit();
  if (!attempt.allowed) return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
  if (!(await sameSecret(given, expected))) return { kind: 'wrong' };
  await limit.refund();
  return { kind: 'right' };
}

/** One client's guess allowance in one of the site's burst limiters (request/rate-limit.ts). */
export function guessLimit(limiter: RateLimiter, client: string): GuessLimit {
  return { hit: () => limiter.hit(client), refund: async () => limiter.refund?.(client) };
}
