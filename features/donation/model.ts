import { isMandateReference, type ContactPreferences, type DonationKind, type DonationType, type OrderOutcome, type PaymentMethodKey } from '@/features/checkout';
import { DEFAULT_FEE_FORMULA, FEE_FORMULAS, fees, type FeeFormula } from './fees';
import type { CheckoutStep, StepKey } from './steps';

// Type-only imports from features/checkout: this module is in the gift chooser's bundle on
// content pages, which must not pull the checkout's zod schemas.
const NOT_ASKED: ContactPreferences = { email: 'not_asked', phone: 'not_asked', sms: 'not_asked', post: 'not_asked', whatsapp: 'not_asked' };
const donationTypeOf = (kind: DonationKind): DonationType => (kind === 'monthly' ? 'recurring_donation' : 'single_donation');

// The donation form (SPEC §3 'Donation form state' and 'values', §4 'Donation form') as pure
// functions; the zustand store (./store.ts) only wraps them. Money in minor units.

export interface DonationAddress {
  address_line1: string;
  address_line2: string;
  locality: string;
  administrative_area: string;
  postal_code: string;
  /** The address's country when it is not the site's (a wallet's billing address); absent: the site's. */
  country_code?: string;
}

export interface DonationValues {
  appealId: string | null;
  type: DonationKind;
  donation_type: DonationType;
  /** Minor units. */
  amount: number;
  /** amount + fundraising costs, minor units. */
  totalAmount: number;
  /** The chosen payment method option's id. */
  payment_method: string | null;
  payment_options: { key: PaymentMethodKey } | null;
  source_code: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  contact_preferences: ContactPreferences;
  address: DonationAddress;
  giftaid: boolean | null;
  /** Donor serial number (a 'dsn' query on the amount step). */
  dsn: string;
  viewedPreferencesOptions: boolean;
  school_name: string;
  captcha_token: string | null;
  fundraisingCostsApplied: boolean;
  /** Minor units. */
  fundraisingCostsAmount: number;
  fundraisingCostsFormula: FeeFormula;
  company_donation: boolean;
  company_name: string;
  step: { index: number; name: string };
}

export interface FormErrorMessage {
  message: string;
  subline: string | null;
  additionalMessage: string | null;
}

/** The donation just made, kept for the thank-you page after the form is reset. */
export interface CompletedDonation {
  orderID: string;
  kind: DonationKind;
  amount: number;
  totalAmount: number;
  giftaid: boolean;
  firstName: string;
  /** For the thank-you page's recap (optional: a session from before they were kept has none). */
  appealTitle?: string | null;
  email?: string;
  paymentKey?: PaymentMethodKey | null;
  /** A direct debit's mandate reference, when the backend gave one. */
  mandateReference?: string | null;
  /** The appeal's monthly option, for the thank-you page's ask (monthly-ask.ts). */
  monthlyOption?: MonthlyOption | null;
  /** The page whose donation block the gift was chosen on (the ask's gift is checked against it too). */
  amountPage?: string | null;
  askSchoolName?: boolean;
  /**
   * The donor's details from the order just made, handed to a monthly gift started from its
   * thank-you page in this tab (startMonthlyGift): in memory only, never persisted or restored.
   */
  prefill?: DonationPrefill | null;
}

/** What a monthly gift started from the thank-you page is prefilled with (in memory, in the same tab). */
export type DonationPrefill = Pick<DonationValues, 'first_name' | 'last_name' | 'email' | 'phone' | 'address'>;

/** The appeal's monthly gift as its donation block offers it: the appeal id and the presets (minor units). */
export interface MonthlyOption {
  appealId: string;
  presets: number[];
}

export interface DonationFormState {
  values: DonationValues;
  /** Whether Stripe's payment-request button is available (null: not known yet). */
  stripeButtonAvailability: boolean | null;
  paymentCompleted: boolean;
  orderID: string | null;
  /** The completed order's mandate reference (a direct debit's, when the backend gave one). */
  mandateReference: string | null;
  isLocked: boolean;
  formErrorMessage: FormErrorMessage | null;
  /** Steps done in this session (the amount step included). */
  completed: StepKey[];
  /** The checkout base the steps hang off ('/appeal/x' or '/donate/single'). */
  base: string | null;
  /** Where the donor chose the amount (for 'Back' from step 1). */
  amountUrl: string | null;
  /** The page whose donation block set the minimum (the order route checks the amount against it). */
  amountPage: string | null;
  /** The appeal's donation block asks for the school name. */
  askSchoolName: boolean;
  /** The title of the page the gift was chosen on (the appeal's name, shown on every step). */
  appealTitle: string | null;
  /** The appeal's monthly option, from the block the gift was chosen on (kept for the thank-you page's ask). */
  monthlyOption: MonthlyOption | null;
  lastDonation: CompletedDonation | null;
}

/** What a donor serial number may be: the 'dsn' query on the amount step, and what a session may bring back. */
export const DSN_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const SUBMIT_THREW_MESSAGE = "Sorry, we couldn't submit the form. Please review your payment details and try again.";
export const PAYMENT_NOT_COMPLETED_MESSAGE = 'Your payment was not completed. Please try again or choose another payment method.';

export const INITIAL_VALUES: DonationValues = {
  appealId: null,
  type: 'single',
  donation_type: 'single_donation',
  amount: 0,
  totalAmount: 0,
  payment_method: null,
  payment_options: null,
  source_code: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  contact_preferences: { ...NOT_ASKED },
  address: { address_line1: '', address_line2: '', locality: '', administrative_area: '', postal_code: '' },
  giftaid: null,
  dsn: '',
  viewedPreferencesOptions: false,
  school_name: '',
  captcha_token: null,
  fundraisingCostsApplied: false,
  fundraisingCostsAmount: 0,
  fundraisingCostsFormula: DEFAULT_FEE_FORMULA,
  company_donation: false,
  company_name: '',
  step: { index: 0, name: 'Amount' },
};

export const INITIAL_STATE: DonationFormState = {
  values: INITIAL_VALUES,
  stripeButtonAvailability: null,
  paymentCompleted: false,
  orderID: null,
  mandateReference: null,
  isLocked: false,
  formErrorMessage: null,
  completed: [],
  base: null,
  amountUrl: null,
  amountPage: null,
  askSchoolName: false,
  appealTitle: null,
  monthlyOption: null,
  lastDonation: null,
};

function withTotals(values: DonationValues): DonationValues {
  const f = fees(values.amount, values.type, values.fundraisingCostsFormula === 'not_asked' ? DEFAULT_FEE_FORMULA : values.fundraisingCostsFormula);
  return { ...values, donation_type: donationTypeOf(values.type), fundraisingCostsFormula: f.formula, fundraisingCostsAmount: f.fee, fundraisingCostsApplied: f.applied, totalAmount: f.total };
}

/** SPEC §4: editing clears the error and resets payment completion and the order id. */
function edited(state: DonationFormState): DonationFormState {
  return { ...state, formErrorMessage: null, paymentCompleted: false, orderID: null, mandateReference: null };
}

export interface GiftChoice {
  kind: DonationKind;
  amount: number;
  appealId: string;
  base: string;
  amountUrl: string;
  /** The page the chooser's donation block is on. */
  amountPage?: string | null;
  sourceCode?: string | null;
  dsn?: string | null;
  /** The block asks for the school name. */
  askSchoolName?: boolean;
  /** The title of the page the chooser is on. */
  appealTitle?: string | null;
  /** The block's monthly option (its appeal id for a monthly gift, and its monthly presets). */
  monthlyOption?: MonthlyOption | null;
}

/** The amount step's answer. A change of single/monthly forgets the payment method. */
export function chooseGift(state: DonationFormState, choice: GiftChoice): DonationFormState {
  const kindChanged = state.values.type !== choice.kind;
  const values = withTotals({
    ...state.values,
    type: choice.kind,
    amount: choice.amount,
    appealId: choice.appealId,
    source_code: choice.sourceCode ?? state.values.source_code,
    dsn: choice.dsn ?? state.values.dsn,
    // A school name belongs to the appeal that asked for it.
    school_name: choice.askSchoolName ? state.values.school_name : '',
    payment_method: kindChanged ? null : state.values.payment_method,
    payment_options: kindChanged ? null : state.values.payment_options,
  });
  const completed = state.base === choice.base ? state.completed : [];
  return { ...edited(state), values, base: choice.base, amountUrl: choice.amountUrl, amountPage: choice.amountPage ?? null, askSchoolName: choice.askSchoolName ?? false, appealTitle: choice.appealTitle ?? null, monthlyOption: sanitiseMonthlyOption(choice.monthlyOption), completed: addStep(completed, 'amount'), lastDonation: null };
}

/**
 * The thank-you page's one tap (issue 40): a monthly gift of `amount` to the appeal of the
 * donation just made, its details prefilled from that order. The prefill is the last donation's
 * in-memory hand-over, used once: choosing the gift forgets the last donation.
 */
export function startMonthlyGift(state: DonationFormState, ask: { amount: number; base: string; amountUrl: string }): DonationFormState {
  const last = state.lastDonation;
  if (!last || last.kind !== 'single' || !last.monthlyOption) return state;
  const chosen = chooseGift(state, {
    kind: 'monthly',
    amount: ask.amount,
    appealId: last.monthlyOption.appealId,
    base: ask.base,
    amountUrl: ask.amountUrl,
    amountPage: last.amountPage ?? null,
    askSchoolName: last.askSchoolName ?? false,
    appealTitle: last.appealTitle ?? null,
    monthlyOption: last.monthlyOption,
  });
  return last.prefill ? { ...chosen, values: withTotals({ ...chosen.values, ...last.prefill, address: { ...last.prefill.address } }) } : chosen;
}

/** Any field edit. */
export function editValues(state: DonationFormState, patch: Partial<DonationValues>): DonationFormState {
  if (state.isLocked) return state;
  return { ...edited(state), values: withTotals({ ...state.values, ...patch }) };
}

function addStep(completed: readonly StepKey[], key: StepKey): StepKey[] {
  return completed.includes(key) ? [...completed] : [...completed, key];
}

/** A step's answers passed validation. */
export function completeStep(state: DonationFormState, key: StepKey, patch: Partial<DonationValues> = {}): DonationFormState {
  const next = editValues(state, patch);
  return { ...next, completed: addStep(next.completed, key) };
}

/** SPEC §4: changing the step clears the error and resets payment completion and the order id. */
export function changeStep(state: DonationFormState, step: Pick<CheckoutStep, 'index' | 'name'>): DonationFormState {
  if (state.values.step.index === step.index && state.values.step.name === step.name) return state;
  return { ...edited(state), isLocked: false, values: { ...state.values, step: { index: step.index, name: step.name } } };
}

/** SPEC §4: changing the payment method clears the order id (and is an edit). */
export function changePaymentMethod(state: DonationFormState, id: string, key: PaymentMethodKey): DonationFormState {
  if (state.isLocked) return state;
  return { ...edited(state), values: { ...state.values, payment_method: id, payment_options: { key } } };
}

export function setStripeButtonAvailability(state: DonationFormState, available: boolean): DonationFormState {
  return { ...state, stripeButtonAvailability: available };
}

/** Submit locks the form. */
export function submitStarted(state: DonationFormState): DonationFormState {
  return { ...state, isLocked: true, formErrorMessage: null };
}

/**
 * The order route's answer: 201 stores the order id; state 'completed' marks the payment
 * complete. Any other status unlocks the form and shows the (server's) message.
 */
export function submitAnswered(state: DonationFormState, outcome: OrderOutcome): DonationFormState {
  const orderID = outcome.statusCode === 201 ? outcome.orderID : state.orderID;
  if (outcome.statusCode === 201 && outcome.orderStatus === 'completed') {
    return { ...state, orderID, mandateReference: outcome.mandateReference ?? null, paymentCompleted: true, isLocked: true, formErrorMessage: null };
  }
  const message = outcome.errorMessage ?? (outcome.statusCode === 201 ? PAYMENT_NOT_COMPLETED_MESSAGE : SUBMIT_THREW_MESSAGE);
  return { ...state, orderID, paymentCompleted: false, isLocked: false, formErrorMessage: { message, subline: null, additionalMessage: null } };
}

/** The submission threw (network, unreadable answer). */
export function submitThrew(state: DonationFormState): DonationFormState {
  return { ...state, isLocked: false, paymentCompleted: false, formErrorMessage: { message: SUBMIT_THREW_MESSAGE, subline: null, additionalMessage: null } };
}

/** Validation or payment-provider failure before anything was sent: unlock and show it. */
export function submitRefusedLocally(state: DonationFormState, message: string): DonationFormState {
  return { ...state, isLocked: false, formErrorMessage: { message, subline: null, additionalMessage: null } };
}

/** A payment provider refused the details before anything was sent (its fields show why). */
export function unlock(state: DonationFormState): DonationFormState {
  return { ...state, isLocked: false };
}

/** After a completed payment: the form starts again; the thank-you page keeps what it shows. */
export function finishDonation(state: DonationFormState): DonationFormState {
  if (!state.paymentCompleted || !state.orderID) return state;
  const v = state.values;
  return {
    ...INITIAL_STATE,
    lastDonation: {
      orderID: state.orderID,
      kind: v.type,
      amount: v.amount,
      totalAmount: v.totalAmount,
      giftaid: v.giftaid === true && !v.company_name.trim(),
      firstName: v.first_name,
      appealTitle: state.appealTitle,
      email: v.email.trim(),
      paymentKey: v.payment_options?.key ?? null,
      ...(state.mandateReference ? { mandateReference: state.mandateReference } : {}),
      monthlyOption: state.monthlyOption,
      amountPage: state.amountPage,
      askSchoolName: state.askSchoolName,
      prefill: { first_name: v.first_name, last_name: v.last_name, email: v.email, phone: v.phone, address: { ...v.address } },
    },
  };
}

export function reset(): DonationFormState {
  return INITIAL_STATE;
}

/**
 * What session storage keeps (SPEC §4: "The form state is dropped when the store is restored"):
 * the gift chosen (amount, single/monthly, appeal, fee, and the `dsn` its link carried: the
 * amount step alone reads it from the address, so a reload further on would lose it), and the
 * step; never what the donor typed (name, email, phone, address, company, school, preferences,
 * Gift Aid), nor the lock, the order id, payment flags or errors. A reload mid-checkout starts at step 1 again.
 */
const KEPT_VALUES = ['appealId', 'type', 'amount', 'source_code', 'dsn', 'fundraisingCostsFormula', 'step'] as const satisfies readonly (keyof DonationValues)[];
type KeptValues = Pick<DonationValues, (typeof KEPT_VALUES)[number]>;
/** Only the amount step is done after a restore: the later steps hold the personal data. */
const KEPT_STEPS: readonly StepKey[] = ['amount'];

export interface PersistedDonationForm {
  values: KeptValues;
  completed: StepKey[];
  base: string | null;
  askSchoolName?: boolean;
  amountUrl: string | null;
  amountPage?: string | null;
  appealTitle?: string | null;
  monthlyOption?: MonthlyOption | null;
  /** Without the donor's name and email (the thank-you page says 'Your donation' after a reload). */
  lastDonation: CompletedDonation | null;
}

function keptValues(values: Partial<DonationValues>): Partial<KeptValues> {
  const kept: Partial<Record<keyof KeptValues, unknown>> = {};
  for (const key of KEPT_VALUES) if (key in values) kept[key] = values[key];
  return kept as Partial<KeptValues>;
}

function keptDonation(last: CompletedDonation): CompletedDonation {
  // The prefill is the in-tab hand-over of personal details: never kept, never restored.
  const { firstName: _name, email: _email, prefill: _prefill, mandateReference, monthlyOption, ...rest } = last;
  return { ...rest, firstName: '', monthlyOption: sanitiseMonthlyOption(monthlyOption), ...(isMandateReference(mandateReference) ? { mandateReference } : {}) };
}

function sanitiseMonthlyOption(option: unknown): MonthlyOption | null {
  if (!option || typeof option !== 'object') return null;
  const { appealId, presets } = option as Partial<MonthlyOption>;
  if (typeof appealId !== 'string' || !Array.isArray(presets)) return null;
  return { appealId, presets: presets.filter((p) => Number.isSafeInteger(p) && p > 0).slice(0, 12) };
}

export function persistable(state: DonationFormState): PersistedDonationForm {
  return {
    values: keptValues(state.values) as KeptValues,
    completed: state.completed.filter((s) => KEPT_STEPS.includes(s)),
    base: state.base,
    amountUrl: state.amountUrl,
    amountPage: state.amountPage,
    askSchoolName: state.askSchoolName,
    appealTitle: state.appealTitle,
    monthlyOption: state.monthlyOption,
    lastDonation: state.lastDonation ? keptDonation(state.lastDonation) : null,
  };
}

/** SPEC §4: the form state is dropped when the store is restored; the gift and the step are kept. */
export function restore(persisted: unknown): DonationFormState {
  if (!persisted || typeof persisted !== 'object') return INITIAL_STATE;
  const p = persisted as Partial<PersistedDonationForm>;
  // Whitelisted again: a session written before this rule (or tampered with) brings back nothing personal.
  const values = p.values && typeof p.values === 'object' ? sanitiseValues(keptValues(p.values)) : INITIAL_VALUES;
  return {
    ...INITIAL_STATE,
    values,
    completed: Array.isArray(p.completed) ? p.completed.filter((s): s is StepKey => typeof s === 'string' && KEPT_STEPS.includes(s as StepKey)) : [],
    base: typeof p.base === 'string' ? p.base : null,
    amountUrl: typeof p.amountUrl === 'string' ? p.amountUrl : null,
    amountPage: typeof p.amountPage === 'string' ? p.amountPage : null,
    askSchoolName: p.askSchoolName === true,
    appealTitle: typeof p.appealTitle === 'string' ? p.appealTitle.slice(0, 200) : null,
    monthlyOption: sanitiseMonthlyOption(p.monthlyOption),
    lastDonation: p.lastDonation && typeof p.lastDonation === 'object' ? keptDonation(p.lastDonation) : null,
  };
}

function sanitiseValues(raw: Partial<DonationValues>): DonationValues {
  const merged = { ...INITIAL_VALUES, ...raw, captcha_token: null };
  // Whatever was stored, the money fields must be whole minor units.
  if (!Number.isSafeInteger(merged.amount) || merged.amount < 0) merged.amount = 0;
  if (merged.type !== 'single' && merged.type !== 'monthly') merged.type = 'single';
  if (typeof merged.appealId !== 'string') merged.appealId = null;
  if (!(FEE_FORMULAS as readonly string[]).includes(merged.fundraisingCostsFormula)) merged.fundraisingCostsFormula = DEFAULT_FEE_FORMULA;
  if (typeof merged.source_code !== 'string') merged.source_code = '';
  if (typeof merged.dsn !== 'string' || !DSN_PATTERN.test(merged.dsn)) merged.dsn = '';
  const step = merged.step as Partial<DonationValues['step']> | null;
  if (!step || typeof step !== 'object' || !Number.isInteger(step.index) || typeof step.name !== 'string') merged.step = INITIAL_VALUES.step;
  merged.contact_preferences = { ...NOT_ASKED, ...(raw.contact_preferences ?? {}) };
  merged.address = { ...INITIAL_VALUES.address, ...(raw.address ?? {}) };
  return withTotals(merged);
}
