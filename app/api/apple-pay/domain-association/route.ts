import { applePayAssociationResponse } from '@/features/checkout/data';
import { withKnownHost } from '@/edge/host-guard';

// GET /.well-known/apple-developer-merchantid-domain-association on both storefronts (the
// middleware rewrites it here: routing/app-routes.ts): Apple Pay's domain association file
// from the configuration, text/plain; 404 while APPLE_PAY_DOMAIN_ASSOCIATION(_FILE) is unset.
export const dynamic = 'force-dynamic';

export const GET = withKnownHost(() => applePayAssociationResponse());
