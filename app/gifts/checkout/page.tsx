import { checkoutPageMetadata, GiftCheckoutPage } from '@/features/gifts/checkout-page';

export const metadata = checkoutPageMetadata;

export default GiftCheckoutPage;
