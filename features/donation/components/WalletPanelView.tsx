import type { ChangeEvent, ReactNode } from 'react';
import { GIFT_AID_DECLARATION, GIFT_AID_YES, type Country } from '@/features/checkout';
import { formatMoney, toMinor, type Currency } from '@/features/common/money';
import { feeAmount, feeCoverText } from '../fees';
import type { FormGift } from '../gift-choice';
import { defaultPreset } from './chooser-start';
import type { WalletGiftProps } from './types';
import styles from './DonationChooser.module.css';

// What the wallet's panel beside Donate draws (./WalletPanel.tsx holds its state): the wallet's
// button, the total the sheet will charge, the fee tick and, in GB, Gift Aid. No client code: the
// server draws a staging page's sandbox panel at rest with it (./WalletGift.tsx shows that until
// the panel's code is in), so nothing moves when the panel takes over.

const WALLET_NAMES = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

export interface WalletPanelViewProps {
  formId: string;
  country: Country;
  currency: Currency;
  sandbox: boolean;
  wallet: keyof typeof WALLET_NAMES;
  amount: number;
  coverFee: boolean;
  giftAid: boolean;
  captchaWallet: boolean;
  busy?: boolean;
  message?: string | null;
  /** The captcha's widget (the live panel's). */
  captcha?: ReactNode;
  onPay?(): void;
  onCoverFee?(checked: boolean): void;
  onGiftAid?(checked: boolean): void;
}

/** What the chooser first shows (its type and preset), before any script reads the form: the same on the server and at hydration. */
export function firstGift(chooser: WalletGiftProps['chooser']): FormGift {
  const preset = defaultPreset(chooser.presets[chooser.kind]);
  return { kind: chooser.kind, amount: preset === null ? null : toMinor(chooser.presets[chooser.kind][preset]!.amount) };
}

/**
 * The sandbox panel at rest, as the server draws it with a staging page (null where the panel would not show at first).
 * ./WalletGift.tsx shows it only where it offers a wallet (the settings' switch, no school's name).
 */
export function WalletAtRest({ formId, chooser, flags }: WalletGiftProps) {
  const gift = firstGift(chooser);
  if (!flags.sandbox || gift.kind !== 'single' || gift.amount === null) return null;
  const { country, currency } = chooser;
  return <WalletPanelView formId={formId} country={country} currency={currency} sandbox wallet="google_pay" amount={gift.amount} coverFee giftAid={false} captchaWallet={flags.captchaWallet} />;
}

export function WalletPanelView(props: WalletPanelViewProps) {
  const { formId, country, currency, sandbox, wallet, amount, coverFee, giftAid, busy = false, message = null } = props;
  const id = `${formId}-wallet`;
  const total = amount + feeAmount(amount, coverFee ? '5%' : 'without_fee');
  const walletName = sandbox ? 'Sandbox wallet' : WALLET_NAMES[wallet];
  // The live panel's ticks are its state; the server's at rest are the browser's until the panel takes over.
  const tick = (checked: boolean, on?: (checked: boolean) => void) =>
    on ? { checked, onChange: (e: ChangeEvent<HTMLInputElement>) => on(e.target.checked) } : { defaultChecked: checked };
  return (
    <div className={styles.wallet} data-wallet-gift={sandbox ? 'sandbox' : wallet} data-wallet-captcha={props.captchaWallet || undefined} aria-busy={busy || undefined}>
      <button
        type="button"
        className={`${styles.walletButton} ${sandbox ? '' : (wallet === 'apple_pay' ? styles.walletApplePay : '')}`}
        onClick={props.onPay}
        disabled={busy}
        lang="en"
        // Safari draws Apple Pay's own button (-apple-pay-button) without the words: the name stays.
        aria-label={wallet === 'apple_pay' && !sandbox ? 'Donate with Apple Pay' : undefined}
        aria-describedby={`${id}-total`}
        data-wallet-button
      >
        <span className={styles.walletWords}>
          <span className="visually-hidden">Donate with </span>
          <strong>{walletName}</strong>
          {sandbox ? (
            <span className={styles.walletTest} aria-hidden="true">
              test
            </span>
          ) : null}
        </span>
      </button>
      <div className={styles.walletExtras}>
        <p id={`${id}-total`} className={styles.walletTotal} data-wallet-total>
          {walletName} will charge <strong>{formatMoney(total, currency)}</strong>
        </p>
        <div className={styles.walletCheck}>
          <input id={`${id}-fee`} type="checkbox" {...tick(coverFee, props.onCoverFee)} disabled={busy} />
          <label htmlFor={`${id}-fee`}>{feeCoverText(amount, '5%', currency)}</label>
        </div>
        {country === 'GB' ? (
          <div className={styles.walletCheck}>
            <input id={`${id}-giftaid`} type="checkbox" {...tick(giftAid, props.onGiftAid)} disabled={busy} aria-describedby={`${id}-giftaid-declaration`} />
            <label htmlFor={`${id}-giftaid`}>{GIFT_AID_YES}</label>
            <p id={`${id}-giftaid-declaration`} className={styles.walletDeclaration}>
              {GIFT_AID_DECLARATION}
            </p>
          </div>
        ) : null}
        {props.captcha}
        <div role="alert" className={message ? styles.walletAlert : undefined} data-wallet-error={message ? '' : undefined}>
          {message}
        </div>
      </div>
    </div>
  );
}
