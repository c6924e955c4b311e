import { config } from 'zod/mini';

// zod probes `new Function` (its fast path for objects) when a z.object is built, and the
// site's strict CSP reports that probe as a violation even though zod catches it (SPEC §9's
// report endpoint would fill with them). Its jitless mode, set with zod's public config, skips
// the probe. Set here, not in instrumentation-client.ts: that runs on every page, and zod's core
// would join every page's first load. Each schema module the browser loads imports this file
// first (import order is evaluation order), so the mode is set before its schemas are built:
// donation/schemas.ts, donation/order.ts, gifts/checkout-schema.ts, gifts/order.ts,
// gifts/basket/persist-check.ts and checkout/order-schema.ts (which the two orders reach).
// package.json lists this file under sideEffects: the bundler would drop a bare import of it
// otherwise. The server has no CSP to trip and keeps zod's fast path.

if (typeof window !== 'undefined') config({ jitless: true });
