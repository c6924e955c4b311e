import { handleAddressLookup } from '@/features/checkout/data';

// GET /api/checkout/address?postcode=… — the address look-up (CONTRACT §8) for checkout forms.
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => handleAddressLookup(request);
