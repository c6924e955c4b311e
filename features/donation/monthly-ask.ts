// The thank-you page's ask (issue 40): a one-off donor is invited to give monthly, at an amount
// taken from the appeal's own monthly presets. Pure, so the rule is a unit test
// (monthly-ask.test.ts) and stated once, here and in this feature's README.
//
// The rule: a quarter of the one-off gift (the fee left out) is the sensible monthly share
// (twelve such gifts come to three times the one-off gift, what a donor who just gave once is
// commonly asked to sustain). The ask is the monthly preset nearest to that share, among the
// presets that are not above the gift itself; on a tie, the smaller. No preset at or below the
// gift (or no monthly presets at all): no ask. Monthly donors are never asked.

/** The share of the one-off gift a monthly ask aims at. */
export const MONTHLY_ASK_SHARE = 0.25;

/**
 * The monthly amount to ask a one-off donor for, in minor units, or null for no ask.
 * @param giftMinor the one-off gift (without the transaction fee), minor units
 * @param monthlyPresetsMinor the appeal's monthly presets (their amounts), minor units
 */
export function monthlyAskAmount(giftMinor: number, monthlyPresetsMinor: readonly number[]): number | null {
  if (!Number.isSafeInteger(giftMinor) || giftMinor <= 0) return null;
  const target = giftMinor * MONTHLY_ASK_SHARE;
  let best: number | null = null;
  for (const preset of monthlyPresetsMinor) {
    if (!Number.isSafeInteger(preset) || preset <= 0 || preset > giftMinor) continue;
    if (best === null) {
      best = preset;
      continue;
    }
    const distance = Math.abs(preset - target);
    const bestDistance = Math.abs(best - target);
    if (distance < bestDistance || (distance === bestDistance && preset < best)) best = preset;
  }
  return best;
}
