import { derivedHmacKey, fromBase64Url, toBase64Url } from '@/edge/mode-token';

// Issue 37: Loqate bills each Retrieve, so the address route retrieves only an id its own Find
// gave this visitor a moment ago. Find answers each id signed for the visitor's look-up
// session: `<expires, unix seconds>.<HMAC-SHA-256, base64url>.<the provider's id>`, over the
// session, the expiry and the id. The session is a random id in a short-lived HttpOnly cookie
// Find sets (ADDRESS_SESSION_COOKIE), scoped to the route's path, so a signed id copied to
// another client, or kept past its quarter of an hour, retrieves nothing. The key is derived
// from the provider's own key (ADDRESS_PROVIDER_KEY: whoever holds it can call Loqate directly
// anyway), the same on every instance, so no new setting is needed. Web Crypto only.

export const ADDRESS_SESSION_COOKIE = 'address_lookup';
/** The cookie lasts half an hour from the latest Find. */
export const SESSION_TTL_SECONDS = 30 * 60;
/** A signed id can be retrieved for a quarter of an hour after its Find. */
export const CHOICE_TTL_SECONDS = 15 * 60;

const SALT = 'cw-address-choice/v1';
const encoder = new TextEncoder();

function message(session: string, expires: number, id: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${SALT}|${session}|${expires}|${id}`);
}

/** A new session id: 16 random bytes, base64url. */
export function newAddressSession(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** A session id as newAddressSession makes them, or null (absent, mangled, made up at another length). */
export function addressSession(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

/** The provider's `id`, signed for `session` until CHOICE_TTL_SECONDS after `now` (ms). */
export async function signAddressChoice(id: string, session: string, secret: string, now: number = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + CHOICE_TTL_SECONDS;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await derivedHmacKey(secret, SALT), message(session, expires, id)));
  return `${expires}.${toBase64Url(signature)}.${id}`;
}

export type OpenedChoice = { ok: true; id: string } | { ok: false; reason: 'unsigned' | 'no-session' | 'invalid' | 'expired' };

/**
 * The provider's id inside `signed` when it was signed with `secret` for `session` and has not
 * expired; else why not. Without a session or a secret nothing opens.
 */
export async function openAddressChoice(signed: string, session: string | null, secret: string | undefined, now: number = Date.now()): Promise<OpenedChoice> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.(.+)$/s.exec(signed);
  if (!match || !secret) return { ok: false, reason: 'unsigned' };
  if (!session) return { ok: false, reason: 'no-session' };
  const expires = Number(match[1]);
  const seconds = Math.floor(now / 1000);
  const signature = fromBase64Url(match[2]!);
  if (!signature) return { ok: false, reason: 'unsigned' };
  const id = match[3]!;
  if (!(await crypto.subtle.verify('HMAC', await derivedHmacKey(secret, SALT), signature, message(session, expires, id)))) return { ok: false, reason: 'invalid' };
  // Checked after the signature, so a made-up expiry is 'invalid', never 'expired'.
  if (expires <= seconds || expires > seconds + CHOICE_TTL_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

/** The Set-Cookie value that (re)starts `session` for the address route. */
export function addressSessionCookie(session: string, secure: boolean): string {
  return `${ADDRESS_SESSION_COOKIE}=${session}; Max-Age=${SESSION_TTL_SECONDS}; Path=/api/checkout/address; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
