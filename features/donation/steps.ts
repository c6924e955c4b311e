import type { Country, DonationKind } from '@/features/checkout';

// Step URLs (SPEC §2): the amount step is the appeal URL suffixed with 'single' or 'monthly'
// and carries a type query; the checkout steps are appended to the appeal URL; with an
// unknown appeal the base is '/donate/single'.

export type StepKey = 'amount' | 'details' | 'address' | 'preferences' | 'giftaid' | 'payment' | 'thank-you';
export type CheckoutStepKey = Exclude<StepKey, 'amount'>;

export interface CheckoutStep {
  key: CheckoutStepKey;
  /** SPEC's step number (IE skips 4; GB's Gift Aid is 5). */
  index: number;
  name: string;
  /** The path after '{base}/checkout'. */
  path: string;
}

export const DEFAULT_BASE = '/donate/single';

export const CHECKOUT_STEPS: Record<Country, CheckoutStep[]> = {
  IE: [
    { key: 'details', index: 1, name: 'Name & email', path: '' },
    { key: 'address', index: 2, name: 'Address', path: '/address' },
    { key: 'preferences', index: 3, name: 'Preferences', path: '/preferences' },
    { key: 'payment', index: 5, name: 'Payment', path: '/payment' },
    { key: 'thank-you', index: 6, name: 'Thank you', path: '/thank-you' },
  ],
  GB: [
    { key: 'details', index: 1, name: 'Name & email', path: '' },
    { key: 'address', index: 2, name: 'Address', path: '/address' },
    { key: 'preferences', index: 3, name: 'Preferences', path: '/preferences' },
    { key: 'giftaid', index: 5, name: 'Gift Aid', path: '/giftaid' },
    { key: 'payment', index: 6, name: 'Payment', path: '/payment' },
    { key: 'thank-you', index: 7, name: 'Thank you', path: '/thank-you' },
  ],
};

/** The URL segment after '/checkout' → the step ('' is step 1). Unknown or not in this country: null. */
export function stepFromSegment(country: Country, segment: string | undefined): CheckoutStep | null {
  const path = segment ? `/${segment}` : '';
  return CHECKOUT_STEPS[country].find((s) => s.path === path) ?? null;
}

export function checkoutStep(country: Country, key: CheckoutStepKey): CheckoutStep {
  const step = CHECKOUT_STEPS[country].find((s) => s.key === key);
  if (!step) throw new RangeError(`No ${key} step in ${country}`);
  return step;
}

/** A path the base may be: a plain site path, never the app's own trees. */
export function isValidBase(base: string): boolean {
  return /^(\/[A-Za-z0-9\-._~%]+)+$/.test(base) && !/^\/(api|main|gifts|_next)(\/|$)/.test(base) && base.length <= 200;
}

/** The checkout base: the appeal page's URL, or '/donate/single' when the appeal is unknown. */
export function checkoutBase(appealPagePath: string | null): string {
  return appealPagePath && isValidBase(appealPagePath) ? appealPagePath : DEFAULT_BASE;
}

/** '/appeal/x/checkout/address'; step 1 is '/appeal/x/checkout'. */
export function stepUrl(base: string, country: Country, key: CheckoutStepKey, query?: Record<string, string>): string {
  const url = `${base}/checkout${checkoutStep(country, key).path}`;
  return query ? `${url}?${new URLSearchParams(query)}` : url;
}

/**
 * The amount step: the appeal URL + '/single' or '/monthly' with a type query
 * ('/appeal/x/monthly?type=monthly'); for the default base '/donate/single' it is
 * '/donate/single?type=single' or '/donate/monthly?type=monthly'.
 */
export function amountStepUrl(base: string, kind: DonationKind): string {
  return `${amountStepPath(base, kind)}?type=${kind}`;
}

/** The amount step without its query: where the chooser's form goes without JavaScript. */
export function amountStepPath(base: string, kind: DonationKind): string {
  return `${donationPagePath(base)}/${kind}`;
}

/** The page whose donation block a checkout base stands for ('/donate' for the default base). */
export function donationPagePath(base: string): string {
  return base === DEFAULT_BASE ? DEFAULT_DONATION_PAGE : base;
}

export const DEFAULT_DONATION_PAGE = '/donate';

/** The header the payment step names the page of the donation block in (the order route reads the minimum there). */
export const DONATION_PAGE_HEADER = 'X-Donation-Page';

/** The steps a donor must have done before `target` (in order, amount first). */
export function stepsBefore(country: Country, target: CheckoutStepKey): StepKey[] {
  const steps = CHECKOUT_STEPS[country];
  const position = steps.findIndex((s) => s.key === target);
  return ['amount', ...steps.slice(0, Math.max(0, position)).map((s) => s.key)].filter((k) => k !== 'thank-you') as StepKey[];
}

/** The first step not done before `target`, or null when the donor may be there. */
export function firstIncompleteStep(country: Country, target: CheckoutStepKey, completed: readonly StepKey[]): StepKey | null {
  if (target === 'thank-you') return null; // reached with an orderID; checked by the page itself
  return stepsBefore(country, target).find((key) => !completed.includes(key)) ?? null;
}

/** The form steps a donor goes through (thank-you is not one). */
export function formSteps(country: Country): CheckoutStep[] {
  return CHECKOUT_STEPS[country].filter((s) => s.key !== 'thank-you');
}

/** Where a form step stands for the progress line: 'Step 2 of 5 · Address' (null for thank-you). */
export function stepProgress(country: Country, key: CheckoutStepKey): { position: number; count: number; name: string; text: string } | null {
  const steps = formSteps(country);
  const position = steps.findIndex((s) => s.key === key) + 1;
  if (!position) return null;
  const name = steps[position - 1]!.name;
  return { position, count: steps.length, name, text: `Step ${position} of ${steps.length} · ${name}` };
}

export function nextStep(country: Country, key: CheckoutStepKey): CheckoutStep | null {
  const steps = CHECKOUT_STEPS[country];
  return steps[steps.findIndex((s) => s.key === key) + 1] ?? null;
}

export function previousStep(country: Country, key: CheckoutStepKey): CheckoutStep | null {
  const steps = CHECKOUT_STEPS[country];
  const position = steps.findIndex((s) => s.key === key);
  return position > 0 ? steps[position - 1]! : null;
}

/** The route's base segments → the base path ('/appeal/x'), or null when it is not a plain site path. */
export function basePath(segments: readonly string[]): string | null {
  let path: string;
  try {
    path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`;
  } catch {
    return null; // a malformed escape: no such page
  }
  return isValidBase(path) ? path : null;
}
