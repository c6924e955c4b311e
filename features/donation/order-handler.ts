import { loadConfig } from '@/edge/config';
import { createOrderHandler, gatewayProblem } from '@/features/checkout/data';
import { currencyForCountry } from '@/features/common/money';
import { DonationOrderSchema } from './order';

// POST /api/donation/order: the checkout helper with the donation schema, plus the checks
// only the server can make: the gateway belongs to the server's payment mode (SPEC §6) and
// the currency is the site's.

export const handleDonationOrder = createOrderHandler({
  schema: DonationOrderSchema,
  kind: 'donation',
  async check(body, request) {
    const config = loadConfig();
    const unavailable = await gatewayProblem(body.payment.gateway, request, config);
    if (unavailable) return unavailable;
    if (body.order.order_items[0].unit_price.currency_code !== currencyForCountry(config.DEFAULT_COUNTRY)) return 'The donation must be in the site currency.';
    return null;
  },
});
