import { checkoutPageMetadata, GiftCheckoutPage } from '@/features/gifts/checkout-page';

export const generateMetadata = checkoutPageMetadata;

export default GiftCheckoutPage;
