// The gift checkout form's fixed parts, without zod: the titles, the messages, the form's shape
// and the empty form the page renders with. The schema (./checkout-schema.ts) and the order's
// builder (./order.ts) load when the buyer reaches into the form or pays; both import this
// module, never the other way round.

/** The title is optional: the form starts on 'Prefer not to say', which sends an empty field_title (SPEC §3). */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', PREFER_NOT_TO_SAY] as const;

export const BUYER_ERRORS = {
  title: 'Please choose your title',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  phone: 'Please enter a valid phone number',
  organization: 'Please enter your company name',
  address_line1: 'Please enter the first line of your address',
  locality: 'Please enter your town or city',
  postal_code: { GB: 'Please enter your postcode', IE: 'Please enter your Eircode' },
  giftaid: 'Please tell us whether you want to Gift Aid your gift',
} as const;

export const SUBMIT_FAILED = "Sorry, we couldn't submit the form. Please review your payment details and try again.";
export const PAYMENT_INCOMPLETE = 'Your payment was not completed. Please try again or choose another payment method.';
export const CHOOSE_PAYMENT_METHOD = 'Please choose how you would like to pay';
/** A wallet's Pay pressed before the form's checks arrived (the sheet opens on the next press). */
export const CHECKOUT_LOADING = 'The payment form is still loading. Please try again in a moment.';

/** The form's values as react-hook-form holds them (the schema's input; checkout-schema.ts checks they agree). */
export type BuyerForm = {
  /** '' (no answer) is read as 'Prefer not to say'. */
  title: (typeof TITLES)[number] | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
  address: { address_line1: string; address_line2: string; locality: string; administrative_area: string; postal_code: string };
  giftaid: boolean | null;
};

export const EMPTY_BUYER: BuyerForm = {
  title: PREFER_NOT_TO_SAY,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  address: { address_line1: '', address_line2: '', locality: '', administrative_area: '', postal_code: '' },
  giftaid: null,
};
