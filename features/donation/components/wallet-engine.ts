import { paymentMethodOption, type CaptchaFlags, type Country, type PaymentContext, type PaymentFieldsHandle, type PaymentMode } from '@/features/checkout';
import { loadWallet, type ReadyWallet, type Wallet, type WalletSource } from '@/features/checkout/wallet';
import type { Currency } from '@/features/common/money';
import type { ChosenFeeFormula } from '../fees';
import { giftChoice, hasUkHomeAddress, walletDetails } from '../gift-choice';
import { hydrateDonationForm, useDonationForm } from '../store';
import { placeDonation } from './useDonationSubmit';
import type { DonationChooserProps } from './types';

// The two-tap gift's engine (issue 48), loaded only where a wallet can pay (./WalletGift.tsx):
// the wallet's request, prepared before the tap, and the tap itself. The tap chooses the gift
// (as the chooser's Donate would), blanks the donor's details, opens the sheet in the same
// task, then fills the profile from the wallet's payer and places the donation through the
// payment step's own path (placeDonation): same order route, same attempt and key rules, the
// captcha token, 3-D Secure, the thank-you page.

export const WALLET_DETAILS_MISSING = 'Your wallet did not share your full name and billing address. Please press Donate to give them.';

const BLANK_DETAILS = { first_name: '', last_name: '', email: '', phone: '', address: { address_line1: '', address_line2: '', locality: '', administrative_area: '', postal_code: '' } };

export interface WalletEngine {
  wallet: Wallet;
  /** The stand-in wallet (test mode without a Stripe key). */
  sandbox: boolean;
  /** The tap: synchronous up to the sheet's show(). `settled` hears the message to show, if any, once the gift is placed or refused. */
  pay(gift: WalletTap): void;
}

export interface WalletTap {
  chooser: DonationChooserProps;
  amount: number;
  formula: ChosenFeeFormula;
  giftAid: boolean;
  flags: CaptchaFlags;
  mode: PaymentMode;
  navigate(url: string): void;
  settled(message: string | null): void;
}

/** The wallet this browser can pay with (Stripe's own request, or the sandbox's), ready for a tap; null when none can. */
export async function prepareEngine(source: WalletSource, country: Country, currency: Currency): Promise<WalletEngine | null> {
  // The tab's session first: restored later, it would overwrite the gift the tap makes (and the
  // thank-you page's name and prefill with it).
  await hydrateDonationForm();
  const { prepareWalletRequest, walletHandle } = await loadWallet();
  const ready = await prepareWalletRequest(source, country, currency);
  if (!ready) return null;
  return { wallet: ready.wallet, sandbox: ready.sandbox, pay: (tap) => payWithWallet(tap, ready, walletHandle) };
}

/** The tap (exported for its unit test): the gift chosen, the sheet shown in the same task, the donation placed. */
export function payWithWallet(tap: WalletTap, ready: ReadyWallet, walletHandle: Awaited<ReturnType<typeof loadWallet>>['walletHandle']): void {
  const { chooser, mode } = tap;
  const { wallet, prepared, nextAction } = ready;
  const { country, currency } = chooser;
  const store = useDonationForm.getState();
  if (store.isLocked) return; // an attempt is running: its sheet or its answer comes first
  store.chooseGift(giftChoice(chooser, 'single', tap.amount, new URLSearchParams(window.location.search)));
  const option = paymentMethodOption(wallet, country, 'single', mode);
  // No step asked anything: the wallet gives the details, preferences stay not asked (SPEC §3).
  useDonationForm.getState().edit({
    ...BLANK_DETAILS,
    fundraisingCostsFormula: tap.formula,
    giftaid: country === 'GB' ? tap.giftAid : null,
    viewedPreferencesOptions: false,
    company_donation: false,
    company_name: '',
    school_name: '',
    payment_method: option.id,
    payment_options: { key: option.key },
  });
  const context: PaymentContext = { option, country, kind: 'single', mode, amountMinor: useDonationForm.getState().values.totalAmount, currency, donorName: '', email: '' };
  const sheet = walletHandle(() => prepared, () => context, wallet, nextAction);
  let refusal: string | null = null;
  const fields: PaymentFieldsHandle = {
    authorize: () =>
      sheet.authorize().then((outcome) => {
        if (!outcome.ok) return outcome; // cancelled: nothing to say
        const details = walletDetails(outcome.payer, country);
        if (!details) {
          sheet.orderAnswered?.(null); // the sheet closes with 'fail': nothing was sent
          refusal = WALLET_DETAILS_MISSING;
          return { ok: false, message: refusal };
        }
        // The form is locked while the attempt runs: the payer's details go in beside the lock.
        useDonationForm.setState((s) => ({ values: { ...s.values, ...details, giftaid: country === 'GB' ? tap.giftAid && hasUkHomeAddress(details) : null } }));
        return outcome;
      }),
    handleNextAction: sheet.handleNextAction,
    orderAnswered: sheet.orderAnswered,
  };
  void placeDonation({ country, currency, base: chooser.base, checkout: tap.flags, mode, option, fields, navigate: tap.navigate }).then(() => {
    const after = useDonationForm.getState();
    tap.settled(refusal ?? (after.lastDonation ? null : (after.formErrorMessage?.message ?? null)));
  });
}
