// The donation feature's client islands, for other features (the donation blocks).
export { DonationChooser, KIND_LABELS, OTHER_AMOUNT_LABEL } from './components/DonationChooser';
export type { DonationChooserProps } from './components/DonationChooser';
export { checkoutBase, DEFAULT_BASE } from './steps';
