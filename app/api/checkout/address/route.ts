import { handleAddressLookup } from '@/features/checkout/data';
import { withKnownHost } from '@/edge/host-guard';

// GET /api/checkout/address?postcode=… — the address look-up (CONTRACT §8) for checkout forms.
export const dynamic = 'force-dynamic';
export const GET = withKnownHost((request: Request) => handleAddressLookup(request));
