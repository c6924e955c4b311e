import 'server-only';
import { loadConfig, type Config } from '@/edge/config';
import { paymentModeFor } from '@/edge/modes';
import { gatewaysFor } from './payment-methods';
import { configuredProviders } from './payment/keys';

// What only the server can check about an order's payment, for both order routes: the
// gateway belongs to this site's country and to the payment mode the request is entitled to
// (SPEC §6: test mode only on staging or with the payment secret).

export const METHOD_UNAVAILABLE = 'This payment method is not available. Please reload the page and choose a payment method again.';

/** null when the gateway is allowed for this request; else the message for the buyer. */
export async function gatewayProblem(gateway: string, request: Request, config: Config = loadConfig()): Promise<string | null> {
  const mode = await paymentModeFor(request.headers, config);
  return gatewaysFor(config.DEFAULT_COUNTRY, mode, configuredProviders(mode)).has(gateway) ? null : METHOD_UNAVAILABLE;
}
