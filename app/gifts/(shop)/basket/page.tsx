import { BasketPage, basketPageMetadata } from '@/features/gifts/basket-page';

export const revalidate = 3600;
export const metadata = basketPageMetadata;

export default BasketPage;
