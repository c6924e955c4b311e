import { handleGiftOrder } from '@/features/gifts/server';

// POST /api/gifts/order: the gift checkout's order (features/gifts/order-handler.ts).
export const POST = handleGiftOrder;
