// Gift Aid (GB, SPEC §3 field_giftaid, §5): the declaration, and the uplift it brings — 25p
// for every £1 given, in minor units. Sent only when no company name is given.

export const GIFT_AID_HEADING = 'Boost your donation by 25% at no extra cost to you';
export const GIFT_AID_YES = 'Yes, I want to Gift Aid my donation';
export const GIFT_AID_NO = 'No, I am not a UK taxpayer or do not want to Gift Aid my donation';
export const GIFT_AID_DECLARATION =
  'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all my donations it is my responsibility to pay any difference. I want Concern Aid to treat this and any donations I make in the future or have made in the past four years as Gift Aid donations.';
export const GIFT_AID_COMPANY = 'Gift Aid cannot be claimed on a company donation.';

/** The Gift Aid the charity can reclaim on an amount (minor units): 25%, rounded down. */
export function giftAidUplift(amountMinor: number): number {
  return Math.floor(Math.max(0, amountMinor) / 4);
}

/** SPEC §5: giftaid is sent only when no company name is given. */
export function giftAidToSend(giftaid: boolean | null, companyName: string | null | undefined): boolean {
  return giftaid === true && !(companyName ?? '').trim();
}
