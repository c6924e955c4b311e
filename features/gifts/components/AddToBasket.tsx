'use client';

import { Link } from '@/features/common/components/Link';
import { useEffect, useId, useRef, useState } from 'react';
import { type Currency, currencySymbol, formatMoney } from '@/features/common/money';
import { ADD_TOAST_MS, CUSTOM_AMOUNT_MAX_MINOR, customAmountMinimum, type AddOutcome } from '../basket/model';
import { hydrateBasket, useBasket } from '../basket/store';
import type { Product } from '../catalogue';
import { addToastText } from '../shop-texts';
import type { BasketItemInput } from './snapshot';
import styles from './gifts.module.css';
import { notify, ShopToaster } from './toasts';

// The product page's client island: the amount (custom-price and donation gifts), the 'Add to
// basket' button, the 'clear basket' prompt when the basket holds the other type (SPEC §4),
// and after an add, the basket banner and the toast. The page around it is static HTML.

export const CLEAR_BASKET_TITLE = 'Clear your basket?';
export const CLEAR_BASKET_TEXT = {
  gift: 'Your basket holds personal gifts. Corporate gifts are checked out on their own, so adding this gift will clear your basket.',
  corporate: 'Your basket holds corporate gifts. Personal gifts are checked out on their own, so adding this gift will clear your basket.',
} as const;

interface Props {
  item: BasketItemInput;
  freeGifts: Product[];
  currency: Currency;
}

export function AddToBasket({ item, freeGifts, currency }: Props) {
  const amountId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const custom = item.data.isCustomPrice;
  const [amount, setAmount] = useState(custom && item.data.amount > 0 ? String(item.data.amount / 100) : '');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<AddOutcome | null>(null);
  const basketType = useBasket((s) => s.type);
  const ready = useBasket((s) => s.hydrated);

  useEffect(() => {
    useBasket.getState().setCatalogue(freeGifts, currency);
    hydrateBasket();
  }, [freeGifts, currency]);

  function chosenItem(): BasketItemInput | null {
    if (!custom) return item;
    const value = Number(amount.replace(',', '.'));
    // The order route's own minimum (a corporate gift's is higher): refused here, not at checkout.
    const minimum = customAmountMinimum(item.data);
    if (!Number.isFinite(value) || value * 100 < minimum || value * 100 > CUSTOM_AMOUNT_MAX_MINOR || Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
      setError(`Enter an amount from ${formatMoney(minimum, currency)} to ${formatMoney(CUSTOM_AMOUNT_MAX_MINOR, currency)}, with at most two decimals.`);
      amountRef.current?.focus();
      return null;
    }
    setError(null);
    return { ...item, data: { ...item.data, amount: Math.round(value * 100) } };
  }

  function announce(outcome: AddOutcome) {
    setAdded(outcome);
    const text = addToastText(outcome === 'updated' ? 'updated' : 'added');
    notify(text.message, { duration: ADD_TOAST_MS, success: true, description: text.description });
    requestAnimationFrame(() => bannerRef.current?.focus());
  }

  async function add() {
    const chosen = chosenItem();
    if (!chosen) return;
    if (!useBasket.getState().hydrated) await useBasket.persist.rehydrate();
    const outcome = useBasket.getState().add(chosen);
    if (outcome === 'needs-clear') dialogRef.current?.showModal();
    else announce(outcome);
  }

  function clearAndAdd() {
    const chosen = chosenItem();
    dialogRef.current?.close();
    if (!chosen) return;
    useBasket.getState().clearAndAdd(chosen);
    announce('added');
  }

  return (
    <>
      {/* Outside the grid below: the toaster's element arrives after the page loads (it is not
          server-rendered), and as a grid item it added a row gap that pushed the page down. */}
      <ShopToaster />
      <div className={styles.addToBasket} data-add-to-basket data-basket-ready={ready ? 'true' : undefined}>
      {custom ? (
        <div className={styles.field}>
          <label htmlFor={amountId}>Your amount ({currencySymbol(currency)})</label>
          <input
            ref={amountRef}
            id={amountId}
            name="amount"
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="button" onClick={() => void add()} data-add>
        Add to basket
      </button>
      <noscript>
        <p className={styles.note}>The basket needs JavaScript. Please turn it on to buy this gift.</p>
      </noscript>

      <div ref={bannerRef} tabIndex={-1} className={added ? styles.banner : styles.bannerEmpty} role="status" data-basket-banner>
        {added ? (
          <>
            <p>
              <strong>{item.data.title}</strong> {added === 'added' ? 'is in your basket.' : 'is updated in your basket.'}
            </p>
            <p className={styles.bannerLinks}>
              <Link href="/basket" className="button">
                View basket
              </Link>
              <Link href="/cards">Personalise your cards</Link>
            </p>
          </>
        ) : null}
      </div>

      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${amountId}-clear-title`} data-clear-basket-prompt>
        <h2 id={`${amountId}-clear-title`}>{CLEAR_BASKET_TITLE}</h2>
        <p>{CLEAR_BASKET_TEXT[basketType === 'corporate' ? 'corporate' : 'gift']}</p>
        <div className={styles.dialogActions}>
          <button type="button" className="button" onClick={clearAndAdd}>
            Clear basket and add
          </button>
          <button type="button" className={styles.secondary} onClick={() => dialogRef.current?.close()}>
            Keep my basket
          </button>
        </div>
      </dialog>
      </div>
    </>
  );
}
