// The checkout feature's browser-safe components, for other features' client islands.
export { AddressFields, ADDRESS_LABELS, EMPTY_ADDRESS, NO_ADDRESSES_FOUND } from './components/AddressFields';
export type { AddressErrors, AddressValue } from './components/AddressFields';
export { ContactPreferencesFields } from './components/ContactPreferencesFields';
export { GiftAidDeclaration } from './components/GiftAidDeclaration';
export { PaymentFields, PaymentMethodPicker } from './components/PaymentFields';
export { CaptchaField } from './components/CaptchaField';
export { PaymentReassurance, REASSURANCE, TEST_MODE_NOTICE, TestModeNotice } from './components/PaymentReassurance';
export type { PaymentFieldsProps } from './components/PaymentFields';
export { SelectField, TextField, checkoutStyles } from './components/Field';
export type { SelectFieldProps, TextFieldProps } from './components/Field';
export { stripePublishableKey, detectWallets } from './payment/stripe';
export * from './index';
export { lazyResolver } from './lazy-resolver';
export type { LazyResolver } from './lazy-resolver';
