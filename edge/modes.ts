import { cookieValue } from '../request/cookies';
import { loadConfig, type Config } from './config';
import { COOKIE, PAYMENT_TOKEN_HEADER, PAYMENT_TOKEN_SECONDS } from './flags';
import { verifyModeToken } from './mode-token';

// The server's side of the payment mode (SPEC §6): test on staging; in production only when
// the request carries a valid test-mode token (edge/mode-token.ts), which a right payment
// secret earned: in the x-payment-token header (features/common/modes.ts sends the one stored
// in the tab's session) or, for a client without scripts, in the session cookie the flags
// handler set. The secret itself is never accepted here: it is asked for in one place only,
// under a per-client limit of guesses (edge/edge-rules.ts).

export async function paymentModeFor(headers: Headers, config: Config = loadConfig(), now: number = Date.now()): Promise<'live' | 'test'> {
  if (config.APP_ENV !== 'production') return 'test';
  const token = headers.get(PAYMENT_TOKEN_HEADER) ?? cookieValue(headers.get('cookie'), COOKIE.paymentToken);
  return (await verifyModeToken(token, 'test', config.PAYMENT_SECRET, PAYMENT_TOKEN_SECONDS, now)) ? 'test' : 'live';
}
