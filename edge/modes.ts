import { loadConfig, type Config } from './config';
import { PAYMENT_SECRET_HEADER } from './flags';
import { sameSecret } from './secret';

// The server's side of the payment mode (SPEC §6): test on staging; in production only when
// the request carries the payment secret (features/common/modes.ts sends the one stored in the
// tab's session in the x-payment-secret header).


export async function paymentModeFor(headers: Headers, config: Config = loadConfig()): Promise<'live' | 'test'> {
  if (config.APP_ENV !== 'production') return 'test';
  return (await sameSecret(headers.get(PAYMENT_SECRET_HEADER), config.PAYMENT_SECRET)) ? 'test' : 'live';
}
