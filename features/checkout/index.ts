// The checkout feature's pure, runtime-neutral API (safe in the browser, route handlers and
// tests). Components: ./client.ts. Route-handler helpers: ./data.ts. See README.md.
export { addressPart } from './address-part';
export type { AddressPartValue } from './address-part';
export { parseAddressFind, parseBankValidation } from './lookup-schema';
export type { AddressItem, BankValidation } from './lookup-schema';
export { isMandateReference, MANDATE_REFERENCE_PATTERN } from './mandate-reference';
export { parseOrderResponse } from './order-response';
export type { OrderOutcome } from './order-response';
export { EMAIL_MESSAGE, EMAIL_PATTERN, isValidEmail } from './email';
export {
  CONSENT_VALUES,
  EmailSchema,
  isRevolutPayment,
  MoneySchema,
  OrderAddressSchema,
  OrderPaymentSchema,
  OrderProfileSchema,
  OrderUserSchema,
  UUID_PATTERN,
} from './order-schema';
export type { Consent, OrderAddress, OrderPayment, OrderProfile } from './order-schema';
export {
  ALL_PROVIDERS,
  DIRECT_DEBIT_DEFAULTS,
  donationTypeOf,
  gatewayFor,
  gatewaysFor,
  kindOf,
  methodHasProvider,
  MONTHLY_BILLING_PLAN,
  needsCaptcha,
  NO_WALLETS,
  PAYMENT_METHOD_LABELS,
  paymentMethodOption,
  paymentMethodsFor,
  REVOLUT_GATEWAY,
} from './payment-methods';
export type { Country, DonationKind, DonationType, PaymentAvailability, PaymentMethodKey, PaymentMethodOption, PaymentMode, PaymentType, ProviderKeys } from './payment-methods';
export { configuredProviders, providerKey } from './payment/keys';
export { askedQuestions, CHANNELS, contactFlags, NOT_ASKED, POST_OPT_OUT_LABEL, PREFERENCE_QUESTIONS, PREFERENCES_HEADING, viewedPreferences } from './preferences';
export type { Channel, ContactPreferences, PreferenceQuestion } from './preferences';
export { GIFT_AID_COMPANY, GIFT_AID_DECLARATION, GIFT_AID_HEADING, GIFT_AID_NO, GIFT_AID_YES, giftAidToSend, giftAidUplift } from './giftaid';
export { checkAccountNumber, checkIban, checkSortCode } from './bank-account';
export { CAPTCHA_MISSING, captchaFlagsFor, captchaProvider, sandboxCaptcha, setCaptchaProvider } from './payment/captcha';
export type { CaptchaFlags, CaptchaProvider, CaptchaVerifyMode } from './payment/captcha';
export { cardPayment, directDebitPayment, paypalPayment, revolutPayment } from './payment/payments';
export type { NextActionOutcome, OrderDraft, PaymentContext, PaymentFieldsHandle, PaymentOutcome, PaymentProvider, WalletPayer } from './payment/provider';
export { AUTHENTICATION_FAILED, settleNextAction } from './payment/next-action';
export { newIdempotencyKey, OrderSubmitError, submitOrder } from './submit';
export { ATTEMPT_TTL_MS, attemptToKeep, digestOf, dropStoredAttempt, keyAfterReload, orderIdentity, readStoredAttempt, resumableRevolut, revolutOrderIdOf, storeAttempt } from './attempt-storage';
export { rememberRevolutGrant, revolutGrantFor } from './payment/revolut-grants';
export type { StoredAttempt } from './attempt-storage';
