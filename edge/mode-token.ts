// The signed, expiring tokens that stand for a checked secret (issue 31): the admin and test
// payment modes keep one of these in their cookie and in sessionStorage, never the secret, so
// a script that reads them holds a mode for hours at most, and nothing to guess the secret by
// online. Web Crypto only (edge-safe).
//
// Token: `<mode>.<expires, unix seconds>.<HMAC-SHA-256, base64url>` over the mode and expiry.
// The key is derived from the mode's own secret (ADMIN_SECRET, PAYMENT_SECRET) by PBKDF2, so
// no new setting is needed; changing the secret ends every token of it. The slow derivation
// (once per process) makes a token a poor start for guessing the secret offline.

/** 'preview': preview mode (SPEC §6), signed with the build's own key (routing/build-table.ts previewKey). */
export type TokenMode = 'admin' | 'test' | 'preview';

const encoder = new TextEncoder();
const PBKDF2_ITERATIONS = 100_000;
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * An HMAC-SHA-256 key derived from `secret` by PBKDF2 with `salt` (one per use, so no two uses
 * of one secret share a key), once per process. Also signs the address look-up's choices
 * (features/checkout/address-choice.ts).
 */
export function derivedHmacKey(secret: string, salt: string): Promise<CryptoKey> {
  const name = `${salt}\u0000${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, ['deriveKey']);
      return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: PBKDF2_ITERATIONS }, material, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign', 'verify']);
    })();
    if (keys.size > 8) keys.clear(); // a handful of secrets per process; never a growing map
    keys.set(name, key);
  }
  return key;
}

function signingKey(secret: string): Promise<CryptoKey> {
  return derivedHmacKey(secret, 'cw-mode-token/v1');
}

function message(mode: TokenMode, expires: number): Uint8Array<ArrayBuffer> {
  return encoder.encode(`cw-mode-token/v1|${mode}|${expires}`);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 bytes (an HMAC-SHA-256), unpadded base64url; null for anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null; // 32 bytes, unpadded
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A token for `mode` that expires `ttlSeconds` from `now` (ms). */
export async function signModeToken(mode: TokenMode, secret: string, ttlSeconds: number, now: number = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), message(mode, expires)));
  return `${mode}.${expires}.${toBase64Url(signature)}`;
}

/**
 * True only for a token of `mode` signed with `secret` that has not expired (and does not
 * claim to last longer than `maxTtlSeconds`). An unset secret verifies nothing.
 */
export async function verifyModeToken(token: string | null | undefined, mode: TokenMode, secret: string | undefined, maxTtlSeconds: number, now: number = Date.now()): Promise<boolean> {
  if (!secret || !token || token.length > 128) return false;
  const match = /^(admin|test|preview)\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match || match[1] !== mode) return false;
  const expires = Number(match[2]);
  const seconds = Math.floor(now / 1000);
  if (expires <= seconds || expires > seconds + maxTtlSeconds) return false;
  const signature = fromBase64Url(match[3]!);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', await signingKey(secret), signature, message(mode, expires));
}
