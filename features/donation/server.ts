// The donation pages (amount step, checkout steps), their metadata and the order handler:
// what app/ wires to routes (only app/ imports this entry).
export { amountPageMetadata, DonationAmountPage } from './amount-page';
export { checkoutPageMetadata, DonationCheckoutPage } from './checkout-page';
export { handleDonationOrder } from './order-handler';
