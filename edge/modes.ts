import { loadConfig, type Config } from './config';
import { COOKIE, PAYMENT_SECRET_HEADER } from './flags';
import { sameSecret } from './secret';

// The server's side of the payment mode (SPEC §6): test on staging; in production only when
// the request carries the payment secret: in the x-payment-secret header (features/common/
// modes.ts sends the one stored in the tab's session) or, for a client without scripts, in
// the session cookie the middleware set.

function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}


export async function paymentModeFor(headers: Headers, config: Config = loadConfig()): Promise<'live' | 'test'> {
  if (config.APP_ENV !== 'production') return 'test';
  const secret = headers.get(PAYMENT_SECRET_HEADER) ?? cookieValue(headers, COOKIE.paymentSecret);
  return (await sameSecret(secret, config.PAYMENT_SECRET)) ? 'test' : 'live';
}
