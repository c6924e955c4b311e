import type { Preset } from '@/features/blocks';
import type { Country, DonationKind } from '@/features/checkout';
import type { Currency } from '@/features/common/money';

/** What the server page gives every checkout step (settings are read on the server). */
export interface CheckoutPageProps {
  country: Country;
  currency: Currency;
  base: string;
  checkout: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean; revolutPay: boolean; tooltips: Record<string, string> };
  /** Source codes whose startsAt has passed (SPEC §5). */
  sourceCodes: { code: string; label: string }[];
  /** The charity a direct debit mandate names (settings' charity name, else the site's name). */
  charityName: string;
  /** The fundraising standards' marks shown beside the ways to pay (settings' `charity.standards`). */
  standards: { label: string; url: string }[];
}

export interface StepProps extends CheckoutPageProps {
  /** Moves on to the next step's URL. */
  goNext(): void;
  backHref: string;
}

/** DonationChooser's props: the donation hero and inline blocks, and the amount step. */
export interface DonationChooserProps {
  country: Country;
  currency: Currency;
  presets: { single: Preset[]; monthly: Preset[] };
  /** The block's default, or the amount step's type. */
  kind: DonationKind;
  /** Major units, from the block. */
  minAmount: number;
  appealId: string | null;
  /** The checkout base: the appeal's URL or '/donate/single'. */
  base: string;
  /** The page this donation block is on (the order route reads the minimum there); default: the base's page. */
  pagePath?: string;
  /** On the amount step: keeps the URL's type in step with the choice. */
  isAmountStep?: boolean;
  submitLabel?: string;
  /** The title of the page the chooser is on (the appeal's name the checkout shows). */
  appealTitle?: string | null;
  /** The block asks for the school name. */
  askSchoolName?: boolean;
  /** The settings' flags the wallet button beside Donate follows (walletFlagsFor, issue 48); absent: no wallet. */
  wallet?: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean; sandbox: boolean };
}

/** Where a woken chooser starts: what the donor chose in its static form (DonationPresets). */
export interface ChooserStart {
  kind: DonationKind;
  selected: number | null;
  other: string;
}

/** The wallet button beside a chooser's Donate (./WalletGift.tsx, issue 48). */
export interface WalletGiftProps {
  /** The chooser's form, read at the tap (static or awake, its fields are the same). */
  formId: string;
  chooser: DonationChooserProps;
  /** The settings' flags as the order route applies them (captchaFlagsFor), and the payment-request switch. */
  flags: NonNullable<DonationChooserProps['wallet']>;
}
