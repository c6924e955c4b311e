'use client';

import { Link } from '@/features/common/components/Link';
import { useEffect, useId, useRef, useState } from 'react';
import { type Currency, formatMoney } from '@/features/common/money';
import { largeAmountThreshold, parseMoneyInput } from '@/features/common/money-input';
import { ADD_TOAST_MS, CUSTOM_AMOUNT_MAX_MINOR, customAmountMinimum, giftDonationMinimumText, type AddChoice, type AddOutcome } from '../basket/model';
import { hydrateBasket, useBasket } from '../basket/store';
import type { Product } from '../catalogue';
import { addToastText } from '../shop-texts';
import { ClearBasketPrompt } from './ClearBasketPrompt';
import { CardChoice, initialCard, QuantityField, type ChosenCard } from './AddChoices';
import { CustomAmountField } from './CustomAmountField';
import type { BasketItemInput } from './snapshot';
import styles from './gifts.module.css';

// The product page's client island: the amount (custom-price and donation gifts), the card and
// the quantity beside the 'Add to basket' button, the 'clear basket' prompt when the basket
// holds the other type (SPEC §4), and after an add, one confirmation: the basket banner, which
// names the gift and opens with SPEC §4's add text for its 5 s (the toast and the banner were
// two confirmations of one add; issue 40). The page around it is static HTML.

export { CLEAR_BASKET_TEXT, CLEAR_BASKET_TITLE } from './ClearBasketPrompt';

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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const custom = item.data.isCustomPrice;
  const [amount, setAmount] = useState(custom && item.data.amount > 0 ? String(item.data.amount / 100) : '');
  const [error, setError] = useState<string | null>(null);
  // A large amount, once the buyer has confirmed it (issue 37).
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [added, setAdded] = useState<{ outcome: Exclude<AddOutcome, 'needs-clear'> } | null>(null);
  // SPEC §4's add text, shown for ADD_TOAST_MS at the head of the banner.
  const [message, setMessage] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [card, setCard] = useState<ChosenCard | null>(() => initialCard(item.data));
  const inBasket = useBasket((s) => s.products.find((p) => p.id === item.id)?.quantity ?? 0);
  const basketType = useBasket((s) => s.type);
  const ready = useBasket((s) => s.hydrated);

  useEffect(() => {
    useBasket.getState().setCatalogue(freeGifts, currency);
    hydrateBasket();
  }, [freeGifts, currency]);

  const minimum = customAmountMinimum(item.data);
  const parsed = custom ? parseMoneyInput(amount, currency) : null;
  const typedMinor = parsed?.ok ? parsed.minor : null;
  const inRange = typedMinor !== null && typedMinor >= minimum && typedMinor <= CUSTOM_AMOUNT_MAX_MINOR;
  // No presets here: above €1,000 / £1,000 the buyer confirms the amount first.
  const asking = inRange && typedMinor > largeAmountThreshold(null) && confirmed !== typedMinor;

  /** The item with the typed amount, or null (the error shown, or the large amount asked about). */
  function chosenItem(confirmedNow: number | null = confirmed): BasketItemInput | null {
    if (!custom) return item;
    if (!inRange) {
      // The order route's own minimum (a corporate gift's is higher): refused here, not at checkout.
      const range = `Enter an amount from ${formatMoney(minimum, currency)} to ${formatMoney(CUSTOM_AMOUNT_MAX_MINOR, currency)}, with at most two decimals.`;
      // A donation gift under the donation floor: the main site's words for a donation (issue 46 §4).
      const underFloor = item.data.type === 'gift__donation' && typedMinor !== null && typedMinor < minimum;
      const typo = parsed && !parsed.ok && parsed.problem !== 'empty' && parsed.problem !== 'too-large';
      setError(typo ? parsed.message : underFloor ? giftDonationMinimumText(currency) : range);
      amountRef.current?.focus();
      return null;
    }
    setError(null);
    if (typedMinor > largeAmountThreshold(null) && confirmedNow !== typedMinor) {
      confirmRef.current?.focus();
      return null;
    }
    return { ...item, data: { ...item.data, amount: typedMinor } };
  }

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setMessage(null), ADD_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  const choice: AddChoice = { quantity: custom ? 1 : quantity, cardType: card ?? undefined };

  function announce(outcome: Exclude<AddOutcome, 'needs-clear'>) {
    // A new object each add, so the add text's timer starts again.
    setAdded({ outcome });
    setMessage(addToastText(outcome).message);
    requestAnimationFrame(() => bannerRef.current?.focus());
  }

  async function add(confirmedNow: number | null = confirmed) {
    const chosen = chosenItem(confirmedNow);
    if (!chosen) return;
    if (!useBasket.getState().hydrated) await useBasket.persist.rehydrate();
    const outcome = useBasket.getState().add(chosen, choice);
    if (outcome === 'needs-clear') dialogRef.current?.showModal();
    else announce(outcome);
  }

  function clearAndAdd() {
    const chosen = chosenItem();
    dialogRef.current?.close();
    if (!chosen) return;
    useBasket.getState().clearAndAdd(chosen, choice);
    announce('added');
  }

  return (
    <div className={styles.addToBasket} data-add-to-basket data-basket-ready={ready ? 'true' : undefined}>
      {custom ? (
        <CustomAmountField
          id={amountId}
          errorId={errorId}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          currency={currency}
          typedMinor={typedMinor}
          asking={asking}
          verb={item.data.type === 'gift__donation' ? 'give' : 'pay'}
          onConfirm={() => {
            setConfirmed(typedMinor);
            void add(typedMinor);
          }}
          onChangeAmount={() => {
            amountRef.current?.focus();
            amountRef.current?.select();
          }}
          error={error}
          inputRef={amountRef}
          confirmRef={confirmRef}
        />
      ) : null}
      <CardChoice data={item.data} card={card} onCard={setCard} />
      <div className={styles.addRow}>
        {custom ? null : <QuantityField quantity={quantity} onQuantity={setQuantity} />}
        <button type="button" className={`button button--accent ${styles.addButton}`} onClick={() => void add()} data-add>
          Add to basket
        </button>
      </div>
      <noscript>
        <p className={styles.note}>The basket needs JavaScript. Please turn it on to buy this gift.</p>
      </noscript>

      <div ref={bannerRef} tabIndex={-1} className={added ? styles.banner : styles.bannerEmpty} role="status" data-basket-banner>
        {added ? (
          <>
            {message ? (
              <p className={styles.bannerMessage} data-add-message>
                {message}
              </p>
            ) : null}
            <p>
              <strong>{item.data.title}</strong>
              {inBasket > 1 ? ` × ${inBasket}` : null} {added.outcome === 'added' ? 'is in your basket.' : 'is updated in your basket.'}
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

      <ClearBasketPrompt dialogRef={dialogRef} id={amountId} basketType={basketType === 'corporate' ? 'corporate' : 'gift'} onClearAndAdd={clearAndAdd} />
    </div>
  );
}
