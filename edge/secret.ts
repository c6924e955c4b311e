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
 * A per-client allowance of secret guesses (issues 31, 46): `hit` counts one wrong guess.
 * Route handlers make one from the shared burst limiter and the client's vouched address
 * (guessLimit below). `refund` gives an attempt back (a preview token the backend accepted:
 * features/content/preview.ts counts before it asks, to bound the router calls).
 */
export interface GuessLimit {
  hit(): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  refund(): Promise<void>;
}

export type GuessOutcome = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Compares a guess under a limit (issue 46). The secret is compared first, in constant time:
 * a right one always passes and is never counted, so no one (not even a flood naming the
 * backend's address) can lock the right secret out. Only a wrong one is counted, by the
 * client's vouched address; past the allowance it is answered 'locked' (429) instead of
 * 'wrong'. A guess costs one hash either way; what makes guessing hopeless is the secrets'
 * length (the launch check asks for long ones). Without a limit (null) nothing is compared:
 * a caller that cannot count guesses never accepts one.
 */
export async function guardedSecret(given: string | null | undefined, expected: string | undefined, limit: GuessLimit | null): Promise<GuessOutcome> {
  if (!limit) return { kind: 'wrong' };
  if (await sameSecret(given, expected)) return { kind: 'right' };
  const attempt = await limit.hit();
  return attempt.allowed ? { kind: 'wrong' } : { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
}

/** One client's guess allowance in one of the site's burst limiters (request/rate-limit.ts). */
export function guessLimit(limiter: RateLimiter, client: string): GuessLimit {
  return { hit: () => limiter.hit(client), refund: async () => limiter.refund?.(client) };
}
