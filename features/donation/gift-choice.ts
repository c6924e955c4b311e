import type { Country, DonationKind, WalletPayer } from '@/features/checkout';
import { appealFor } from '@/features/common/attribution';
import { rememberAttribution } from '@/features/common/attribution-session';
import { toMinor } from '@/features/common/money';
import { readStart } from './components/chooser-start';
import type { DonationChooserProps } from './components/types';
import { DSN_PATTERN, type DonationValues, type GiftChoice } from './model';
import { isLargeAmount, parseAmountInput } from './presets';
import { amountStepUrl, donationPagePath } from './steps';

// The gift a chooser's form holds, and what a wallet's payer makes of the donor's details: the
// chooser's Donate (DonationChooser) and the wallet button beside it (WalletGift) both start the
// gift here. Type-only imports from features/checkout: content pages must not ship zod.

/** The gift a chooser's choice makes, with the visit's attribution (remembered for the session). */
export function giftChoice(chooser: DonationChooserProps, kind: DonationKind, amount: number, search: URLSearchParams): GiftChoice {
  const attribution = rememberAttribution(search, chooser.appealId);
  const dsn = search.get('dsn');
  return {
    kind,
    amount,
    appealId: appealFor(chooser.country, kind, chooser.appealId, attribution),
    base: chooser.base,
    amountUrl: amountStepUrl(chooser.base, kind),
    amountPage: chooser.pagePath ?? donationPagePath(chooser.base),
    sourceCode: attribution.source,
    dsn: dsn && DSN_PATTERN.test(dsn) ? dsn : null,
    askSchoolName: chooser.askSchoolName ?? false,
    appealTitle: chooser.appealTitle ?? null,
    monthlyOption: { appealId: appealFor(chooser.country, 'monthly', chooser.appealId, attribution), presets: chooser.presets.monthly.map((p) => toMinor(p.amount)) },
  };
}

/** What a chooser's form says now: a valid amount of one type, or why there is none. */
export type FormGift = { kind: DonationKind; amount: number } | { kind: DonationKind; amount: null };

/**
 * The gift in a chooser's form, static or live (both keep the same fields): the checked preset,
 * or the typed amount when it is valid and not far above the presets (that one is asked about
 * first: issue 37's one-tap question, on Donate).
 */
export function formGift(form: HTMLFormElement, chooser: Pick<DonationChooserProps, 'presets' | 'kind' | 'minAmount' | 'currency'>): FormGift {
  const start = readStart(form, chooser.presets, chooser.kind);
  const list = chooser.presets[start.kind];
  if (start.other.trim()) {
    const parsed = parseAmountInput(start.other, toMinor(chooser.minAmount), chooser.currency);
    return parsed.ok && !isLargeAmount(list, parsed.minor) ? { kind: start.kind, amount: parsed.minor } : { kind: start.kind, amount: null };
  }
  const preset = start.selected === null ? undefined : list[start.selected];
  return { kind: start.kind, amount: preset ? toMinor(preset.amount) : null };
}

/** The donor's details a wallet's payer gives: all the profile needs (names, email, street, town), or null. */
export type WalletDetails = Pick<DonationValues, 'first_name' | 'last_name' | 'email' | 'phone' | 'address'>;

export function walletDetails(payer: WalletPayer | undefined, siteCountry: Country): WalletDetails | null {
  const name = payer?.name?.replace(/\s+/g, ' ').trim() ?? '';
  const cut = name.lastIndexOf(' ');
  const address = payer?.address;
  if (cut <= 0 || !payer?.email || !address?.line1 || !address.city) return null;
  const country = address.country && /^[A-Z]{2}$/.test(address.country) ? address.country : siteCountry;
  return {
    first_name: name.slice(0, cut),
    last_name: name.slice(cut + 1),
    email: payer.email,
    phone: payer.phone ?? '',
    address: { address_line1: address.line1, address_line2: address.line2 ?? '', locality: address.city, administrative_area: address.state ?? '', postal_code: address.postal_code ?? '', country_code: country },
  };
}

/** Gift Aid needs a UK home address: a street, a town and a postcode in the United Kingdom. */
export function hasUkHomeAddress(details: WalletDetails): boolean {
  return details.address.country_code === 'GB' && Boolean(details.address.postal_code.trim());
}
