import { handleBankValidation } from '@/features/checkout/data';
import { withKnownHost } from '@/edge/host-guard';

// GET /api/checkout/bank?sort_code=…&account_number=… or ?iban=… — bank validation (CONTRACT §8).
export const dynamic = 'force-dynamic';
export const GET = withKnownHost((request: Request) => handleBankValidation(request));
