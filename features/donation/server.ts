// The donation order route's handler, for app/ only. The pages are one module each
// (amount-page.tsx, checkout-page.tsx), so the amount step never ships the checkout's islands.
export { donationOrderRules, handleDonationOrder } from './order-handler';
