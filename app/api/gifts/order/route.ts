import { handleGiftOrder } from '@/features/gifts/server';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/gifts/order: the gift checkout's order (features/gifts/order-handler.ts).
export const POST = withKnownHost(handleGiftOrder);
