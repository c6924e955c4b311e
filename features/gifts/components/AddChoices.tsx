'use client';

import { useId } from 'react';
import { cardTypesFor, defaultCardType, isSantaLetter, unitsOf, type BasketProductData, type CardType } from '../basket/model';
import styles from './gifts.module.css';

// What the buyer chooses beside 'Add to basket' (part of the product page's island): how many,
// and the card the gifts come with, among those the gift offers (an e-card, a printed card
// posted to the buyer). A gift with one kind of card says which; a gift without cards, and a
// Santa letter (always posted), say so. The card's details are filled in on /cards.

export type ChosenCard = Extract<CardType, 'email' | 'postal'>;

export const CARD_CHOICE_LABELS: Record<ChosenCard, { title: string; hint: string }> = {
  email: { title: 'E-card', hint: 'Emailed to them on the day you choose' },
  postal: { title: 'Printed card', hint: 'Posted to you to give by hand' },
};

/** The card choices a gift offers (e-card, printed card), none for a gift without cards or a Santa letter. */
export function cardChoices(data: BasketProductData): ChosenCard[] {
  if (isSantaLetter({ data }) || data.bundle === 'gift_free') return [];
  return cardTypesFor(data).filter((t): t is ChosenCard => t === 'email' || t === 'postal');
}

/** The choice the page starts with: SPEC §4's default card type. */
export function initialCard(data: BasketProductData): ChosenCard | null {
  const choices = cardChoices(data);
  const fallback = defaultCardType(data);
  return choices.includes(fallback as ChosenCard) ? (fallback as ChosenCard) : (choices[0] ?? null);
}

interface Props {
  data: BasketProductData;
  /** The quantity stepper: not for custom-amount gifts (their quantity is set in the basket). */
  showQuantity: boolean;
  quantity: number;
  onQuantity(quantity: number): void;
  card: ChosenCard | null;
  onCard(card: ChosenCard): void;
}

export function CardChoice({ data, card, onCard }: Pick<Props, 'data' | 'card' | 'onCard'>) {
  const name = useId();
  const choices = cardChoices(data);
  if (isSantaLetter({ data })) return <p className={styles.cardNote} data-card-choice="santa_letter">Santa’s letter is posted to you, ready to give by hand.</p>;
  if (choices.length === 0) return <p className={styles.cardNote} data-card-choice="none">This gift comes without a card.</p>;
  if (choices.length === 1) {
    const only = CARD_CHOICE_LABELS[choices[0]!];
    return (
      <p className={styles.cardNote} data-card-choice={choices[0]}>
        Comes with {choices[0] === 'email' ? 'an e-card' : 'a printed card'}: {only.hint.toLowerCase()}.
      </p>
    );
  }
  return (
    <fieldset className={styles.cardChoice} data-card-choice="">
      <legend className={styles.legend}>Card</legend>
      {choices.map((type) => (
        <label key={type} className={styles.cardOption}>
          <input type="radio" name={name} value={type} checked={card === type} onChange={() => onCard(type)} data-card-type={type} />
          <span>
            <strong>{CARD_CHOICE_LABELS[type].title}</strong>
            <span className={styles.cardHint}>{CARD_CHOICE_LABELS[type].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function QuantityField({ quantity, onQuantity }: Pick<Props, 'quantity' | 'onQuantity'>) {
  const id = useId();
  const set = (value: number) => onQuantity(unitsOf(value));
  return (
    <div className={styles.addQuantity} data-quantity-field>
      <label htmlFor={id} className={styles.addQuantityLabel}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button type="button" onClick={() => set(quantity - 1)} disabled={quantity <= 1} aria-label="One less" data-quantity-less>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={quantity}
          onChange={(e) => set(e.currentTarget.valueAsNumber)}
          data-quantity
        />
        <button type="button" onClick={() => set(quantity + 1)} disabled={quantity >= 99} aria-label="One more" data-quantity-more>
          +
        </button>
      </div>
    </div>
  );
}
