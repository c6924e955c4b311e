import type { BasketProduct } from './basket/model';
import { EMAIL_PATTERN } from '@/features/checkout';
import { isSendingDateInRange, type CharityCountry } from './sending-time';

// What '/cards' asks before checkout: an emailed card needs its recipient's name and a valid
// email (SPEC §5's email rule); a Santa letter needs the child's name. Keys are the inputs' ids.

export type CardErrors = Record<string, string>;

export const CARD_ERRORS = {
  name: "Enter the recipient's name",
  email: "Enter the recipient's email address, like name@example.com",
  childName: "Enter the child's name",
  date: 'Choose a sending date within the next two years, or leave it empty',
} as const;

export function cardErrors(products: BasketProduct[], country: CharityCountry = 'IE', now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  for (const item of products) {
    item.cards.forEach((card, i) => {
      if (card.type !== 'email') return;
      const base = `card-${item.id}-${i}`;
      if (!card.emailFormData.recipientName.trim()) errors[`${base}-name`] = CARD_ERRORS.name;
      if (!EMAIL_PATTERN.test(card.emailFormData.recipientEmail.trim())) errors[`${base}-email`] = CARD_ERRORS.email;
      if (!isSendingDateInRange(card.emailFormData.sendingDate, country, now)) errors[`${base}-date`] = CARD_ERRORS.date;
    });
    item.santaLetters.forEach((letter, i) => {
      if (!letter.recipientName.trim()) errors[`letter-${item.id}-${i}-name`] = CARD_ERRORS.childName;
    });
  }
  return errors;
}
