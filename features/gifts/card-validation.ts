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
  nameLink: "Please remove the web address from the recipient's name: e-cards cannot carry links.",
} as const;

// A link in an e-card's message (issue 46 §4: 50 e-cards reading "Claim at http://phish.example/"
// went to arbitrary inboxes): a scheme (http://, mailto:), www., or a domain-looking token
// (label.label…tld, the last part 2–24 letters). The cards page and the order route (checkCards)
// both refuse it with this one test.
//
// One exception: a full stop with no space before a capitalised word ("Happy birthday.Love from
// Ann") is a sentence, not a domain, though .love is a real top-level domain; such a token is a
// link only with a path, port, query or fragment after it, or when its ending is one of the
// common link endings below ("Visit Phish.Com"). No linkify library draws this line: they link
// every token that ends in a real top-level domain, and .love, .see or .thanks all are. So that
// no mail client links what is let through ("Claim at Evil.Shop"), the message is sent with the
// missing space put back (spaceSentences: "Happy birthday. Love from Ann"), by the browser and
// again by the order route.
const SCHEME = /\b(?:[a-z][a-z0-9+.-]*:\/\/|mailto:)/i;
const WWW = /\bwww\./i;
const DOMAIN = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.([a-z]{2,24})\b(?![.-]?[a-z0-9])/gi;
/** After a domain-looking token: a path, a port, a query or a fragment makes it a link whatever its case. */
const LINK_TAIL = /^(?:\/|:\d|\?|#)/;
/** A capitalised ending (Love, See): the word after a full stop whose space was left out. */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
/** Endings a capitalised token is still a link with: the ones links are written with, and none an English word starts a sentence with. */
const COMMON_LINK_ENDINGS = new Set(['com', 'net', 'org', 'info', 'biz', 'ie', 'uk', 'eu', 'io', 'co', 'ly', 'xyz', 'top', 'ru', 'cn']);

function isDomainLink(text: string): boolean {
  for (const match of text.matchAll(DOMAIN)) {
    const ending = match[1]!;
    if (!CAPITALISED.test(ending)) return true;
    if (COMMON_LINK_ENDINGS.has(ending.toLowerCase())) return true;
    if (LINK_TAIL.test(text.slice(match.index + match[0].length))) return true;
  }
  return false;
}

/** True when the text carries a link, or anything a mail client would make one. */
export function hasLink(text: string): boolean {
  // Fullwidth or odd dots (｡ ． 。) read as dots in mail clients: fold them first.
  const folded = text.normalize('NFKC').replace(/[\u3002\uff0e\uff61]/g, '.');
  return SCHEME.test(folded) || WWW.test(folded) || isDomainLink(folded);
}

/** A full stop, or a look-alike, between a letter or digit and a capitalised word (not the S of P.S.). */
const UNSPACED_STOP = /([\p{L}\p{N}])([.\u3002\uff0e\uff61])(?=\p{Lu}\p{Ll})/gu;

/** The message with a space after every full stop that runs into a capitalised word: what hasLink lets through, no mail client links. */
export function spaceSentences(text: string): string {
  return text.replace(UNSPACED_STOP, '$1$2 ');
}

export function cardErrors(products: BasketProduct[], country: CharityCountry = 'IE', now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  for (const item of products) {
    item.cards.forEach((card, i) => {
      if (card.type !== 'email') return;
      const base = `card-${item.id}-${i}`;
      if (!card.emailFormData.recipientName.trim()) errors[`${base}-name`] = CARD_ERRORS.name;
      // The e-mail greets the recipient by this name: no link there either.
      else if (hasLink(card.emailFormData.recipientName)) errors[`${base}-name`] = CARD_ERRORS.nameLink;
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
