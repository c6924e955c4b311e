// The wallet panel's entry (issue 48): what the panel beside Donate draws, loaded with it once the
// browser has a wallet: Gift Aid's declaration and the captcha widget's slot.

export { GIFT_AID_DECLARATION, GIFT_AID_YES } from './giftaid';
export { CaptchaField } from './components/CaptchaField';
