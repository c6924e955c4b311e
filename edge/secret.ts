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
