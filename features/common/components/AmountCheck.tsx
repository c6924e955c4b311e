'use client';

import { useEffect, useState, type Ref } from 'react';
import { formatMoney, type Currency } from '../money';
import styles from './AmountCheck.module.css';
import { AmountEchoView, type Tone } from './AmountEchoView';

// What an amount field shows under it (issue 37): the amount as the site understood it, in
// money, live as the donor types, and, for an amount far above the usual, a one-tap question
// before it is used. Shared by the gift chooser and the shop's custom price; the parsing and
// the thresholds are features/common/money-input.

/** How long the typed amount must rest before a screen reader hears it (not every keystroke). */
export const ECHO_SETTLE_MS = 900;

function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

interface EchoProps {
  /** The echo's id: the field's aria-describedby names it. */
  id: string;
  /** The typed amount as understood, minor units; null when nothing is understood yet. */
  minor: number | null;
  currency: Currency;
  /** The amount waits for the donor's confirmation (AmountConfirm is shown). */
  asking: boolean;
  tone: Tone;
  className?: string;
}

/** "That's €20.50" under the field, and a polite announcement once the typing rests. */
export function AmountEcho({ id, minor, currency, asking, tone, className = '' }: EchoProps) {
  const money = minor === null ? null : formatMoney(minor, currency);
  const spoken = useSettled(money ? `That’s ${money}.${asking ? ' Please confirm this amount.' : ''}` : '', ECHO_SETTLE_MS);
  return <AmountEchoView id={id} money={money} spoken={spoken} tone={tone} className={className} />;
}

interface ConfirmProps {
  id: string;
  minor: number;
  currency: Currency;
  /** 'give' (a donation) or 'pay' (a gift's price): "Yes, give €2,050". */
  verb: string;
  onConfirm(): void;
  /** Back to the field to change the amount. */
  onChange(): void;
  confirmRef?: Ref<HTMLButtonElement>;
  tone: Tone;
  className?: string;
}

/** "€2,050 is much more than most gifts. Is that right?" [Yes, give €2,050] [Change amount] */
export function AmountConfirm({ id, minor, currency, verb, onConfirm, onChange, confirmRef, tone, className = '' }: ConfirmProps) {
  const money = formatMoney(minor, currency);
  return (
    <div className={[styles.confirm, styles[tone], className].filter(Boolean).join(' ')} role="group" aria-labelledby={`${id}-question`} data-amount-confirm={money}>
      <p id={`${id}-question`} className={styles.question}>
        <strong>{money}</strong> is much more than most gifts here. Is that right?
      </p>
      <div className={styles.actions}>
        <button ref={confirmRef} type="button" className={`button ${styles.yes}`} onClick={onConfirm}>
          {`Yes, ${verb} ${money}`}
        </button>
        <button type="button" className={styles.change} onClick={onChange}>
          Change amount
        </button>
      </div>
    </div>
  );
}
