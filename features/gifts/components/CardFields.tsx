'use client';

import { cardTypesFor, type BasketProduct, type Card, type CardType, type SantaLetter } from '../basket/model';
import { useBasket } from '../basket/store';
import type { GiftCardLooks } from '../card-looks';
import type { CardErrors } from '../card-validation';
import type { CharityCountry } from '../sending-time';
import { CardPreview } from './CardPreview';
import cards from './cards.module.css';
import styles from './gifts.module.css';
import { SendingDateField } from './SendingDateField';

// One card's and one Santa letter's fields on '/cards' (SPEC §2): each edit goes straight to
// the basket, and the card's preview beside the fields shows it at once; the errors come from
// ../card-validation.ts once 'Continue' was pressed.

export const CARD_TYPE_LABELS: Record<CardType, string> = {
  email: 'Email a card to someone',
  postal: 'Post a printed card to me',
  print: 'Email me a card to print',
};

function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

interface CardFieldsProps {
  item: BasketProduct;
  index: number;
  card: Card;
  country: CharityCountry;
  errors: CardErrors;
  /** The gift's card images and descriptions (null if the catalogue no longer has the gift). */
  look: GiftCardLooks | null;
  /** The page's first card: its preview is the largest picture on a phone's first screen, loaded at once. */
  first?: boolean;
}

export function CardFields({ item, index, card, country, errors, look, first = false }: CardFieldsProps) {
  const { updateCard, removeCard } = useBasket.getState();
  const base = `card-${item.id}-${index}`;
  const types = cardTypesFor(item.data);
  const set = (change: Partial<Card['emailFormData']>) => updateCard(item.id, index, { ...card, emailFormData: { ...card.emailFormData, ...change } });
  const err = (field: string) => errors[`${base}-${field}`];
  return (
    <fieldset className={`${styles.fieldset} ${cards.card}`} data-card={`${item.id}:${index}`}>
      <legend>
        {item.data.title}: card {index + 1} of {item.cards.length}
      </legend>
      <div className={cards.fields}>
        <fieldset className={styles.radios}>
          <legend className="visually-hidden">How should we send card {index + 1}?</legend>
          {types.map((type) => (
            <label key={type} className={styles.radio}>
              <input type="radio" name={`${base}-type`} value={type} checked={card.type === type} onChange={() => updateCard(item.id, index, { ...card, type })} />
              {CARD_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        {card.type === 'email' ? (
          <>
            <div className={styles.field}>
              <label htmlFor={`${base}-name`}>Recipient&apos;s name</label>
              <input id={`${base}-name`} autoComplete="off" maxLength={200} value={card.emailFormData.recipientName} onChange={(e) => set({ recipientName: e.target.value })} {...errorProps(`${base}-name`, err('name'))} />
              <FieldError id={`${base}-name`} error={err('name')} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${base}-email`}>Recipient&apos;s email</label>
              <input id={`${base}-email`} type="email" autoComplete="off" maxLength={254} value={card.emailFormData.recipientEmail} onChange={(e) => set({ recipientEmail: e.target.value })} {...errorProps(`${base}-email`, err('email'))} />
              <FieldError id={`${base}-email`} error={err('email')} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${base}-message`}>Your message</label>
              <textarea
                id={`${base}-message`}
                rows={4}
                maxLength={2000}
                value={card.emailFormData.message}
                onChange={(e) => set({ message: e.target.value })}
                {...errorProps(`${base}-message`, err('message'))}
              />
              <FieldError id={`${base}-message`} error={err('message')} />
            </div>
            <SendingDateField id={`${base}-date`} value={card.emailFormData.sendingDate} onChange={(sendingDate) => set({ sendingDate })} error={err('date')} country={country} />
          </>
        ) : null}
      </div>
      <CardPreview card={card} title={item.data.title} look={look} country={country} priority={first} />
      <p className={cards.remove}>
        <button type="button" className={styles.linkButton} onClick={() => removeCard(item.id, index)}>
          Remove this card <span className="visually-hidden">({item.data.title}, card {index + 1})</span>
        </button>
        <span className={styles.hint}> (removes one {item.data.title} from your basket)</span>
      </p>
    </fieldset>
  );
}

export function LetterFields({ item, index, letter, errors }: { item: BasketProduct; index: number; letter: SantaLetter; errors: CardErrors }) {
  const { updateSantaLetter, removeSantaLetter } = useBasket.getState();
  const base = `letter-${item.id}-${index}`;
  const set = (change: Partial<SantaLetter>) => updateSantaLetter(item.id, index, { ...letter, ...change });
  const nameError = errors[`${base}-name`];
  return (
    <fieldset className={styles.fieldset} data-santa-letter={`${item.id}:${index}`}>
      <legend>
        {item.data.title}: letter {index + 1} of {item.santaLetters.length}
      </legend>
      <div className={styles.field}>
        <label htmlFor={`${base}-name`}>Child&apos;s name</label>
        <input id={`${base}-name`} autoComplete="off" maxLength={200} value={letter.recipientName} onChange={(e) => set({ recipientName: e.target.value })} {...errorProps(`${base}-name`, nameError)} />
        <FieldError id={`${base}-name`} error={nameError} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-present`}>The present they hope for</label>
        <input id={`${base}-present`} autoComplete="off" maxLength={500} value={letter.present} onChange={(e) => set({ present: e.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-ps`}>Santa&apos;s postscript</label>
        <textarea id={`${base}-ps`} rows={3} maxLength={500} value={letter.postscript} onChange={(e) => set({ postscript: e.target.value })} />
      </div>
      <p>
        <button type="button" className={styles.linkButton} onClick={() => removeSantaLetter(item.id, index)}>
          Remove this letter <span className="visually-hidden">({item.data.title}, letter {index + 1})</span>
        </button>
      </p>
    </fieldset>
  );
}
