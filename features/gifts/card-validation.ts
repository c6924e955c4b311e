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
  link: 'Please remove the web address from your message: e-cards cannot carry links.',
} as const;

// A link in an e-card's message (issue 46 §4: 50 e-cards reading "Claim at http://phish.example/"
// went to arbitrary inboxes): a scheme (http://, mailto:), www., or a domain-looking token
// (label.label…tld, the last part 2–24 letters). The cards page and the order route (checkCards)
// both refuse it with this one test.
const SCHEME = /\b(?:[a-z][a-z0-9+.-]*:\/\/|mailto:)/i;
const WWW = /\bwww\./i;
const DOMAIN = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,24}\b(?![.-]?[a-z0-9])/i;

/** True when the text carries a link, or anything a mail client would make one. */
export function hasLink(text: string): boolean {
  // Fullwidth or odd dots (｡ ． 。) read as dots in mail clients: fold them first.
  const folded = text.normalize('NFKC').replace(/[\u3002\uff0e\uff61]/g, '.');
  return SCHEME.test(folded) || WWW.test(folded) || DOMAIN.test(folded);
}

export function cardErrors(products: BasketProduct[], country: CharityCountry = 'IE', now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  for (const item of products) {
    item.cards.forEach((card, i) => {
      if (card.type !== 'email') return;
      const base = `card-${item.id}-${i}`;
      if (!card.emailFormData.recipientName.trim()) errors[`${base}-name`] = CARD_ERRORS.name;
      if (!EMAIL_PATTERN.test(card.emailFormData.recipientEmail.trim())) errors[`${base}-email`] = CARD_ERRORS.email;
      if (hasLink(card.emailFormData.message)) errors[`${base}-message`] = CARD_ERRORS.link;
      if (!isSendingDateInRange(card.emailFormData.sendingDate, country, now)) errors[`${base}-date`] = CARD_ERRORS.date;
    });
    item.santaLetters.forEach((letter, i) => {
      if (!letter.recipientName.trim()) errors[`letter-${item.id}-${i}-name`] = CARD_ERRORS.childName;
    });
  }
  return errors;
}
