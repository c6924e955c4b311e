/** Shown when the voucher code could not be checked (not a verdict on the code). */
export const COUPON_UNAVAILABLE = 'We could not check your voucher code. Please try again.';
