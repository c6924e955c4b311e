import { describe, expect, it } from 'vitest';
import { addProduct, EMPTY_BASKET, productData, updateCard, updateSantaLetter } from './basket/model';
import { CARD_ERRORS, cardErrors, hasLink, spaceSentences } from './card-validation';
import { SANTA, TREES } from '@/tests/fixtures/gift-products';

describe("'/cards' checks before checkout", () => {
  const withTrees = addProduct(EMPTY_BASKET, { id: TREES.id, path: TREES.url, data: productData(TREES, 'EUR')! }).basket;
  const withSanta = addProduct(withTrees, { id: SANTA.id, path: SANTA.url, data: productData(SANTA, 'EUR')! }).basket;

  it("asks for an emailed card's recipient name and email, and a Santa letter's child's name", () => {
    expect(cardErrors(withSanta.products)).toEqual({
      'card-308-0-name': CARD_ERRORS.name,
      'card-308-0-email': CARD_ERRORS.email,
      'letter-327-0-name': CARD_ERRORS.childName,
    });
  });

  it('accepts complete cards and letters, and postal or print cards as they are', () => {
    let basket = updateCard(withSanta, TREES.id, 0, { type: 'email', emailFormData: { recipientName: 'Niamh', recipientEmail: 'niamh@example.ie', message: '', sendingDate: '' } });
    basket = updateSantaLetter(basket, SANTA.id, 0, { recipientName: 'Oisín', present: '', postscript: '' });
    expect(cardErrors(basket.products)).toEqual({});
    const bad = updateCard(basket, TREES.id, 0, { type: 'email', emailFormData: { recipientName: 'Niamh', recipientEmail: 'niamh@example', message: '', sendingDate: '' } });
    expect(cardErrors(bad.products)).toEqual({ 'card-308-0-email': CARD_ERRORS.email });
    const print = updateCard(basket, TREES.id, 0, { type: 'print', emailFormData: { recipientName: '', recipientEmail: '', message: '', sendingDate: '' } });
    expect(cardErrors(print.products)).toEqual({});
  });

  it('asks for a sending date within the next two years', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const card = (sendingDate: string) =>
      updateCard(withTrees, TREES.id, 0, { type: 'email', emailFormData: { recipientName: 'Niamh', recipientEmail: 'niamh@example.ie', message: '', sendingDate } }).products;
    expect(cardErrors(card('2028-11-21'), 'IE', now)).toEqual({});
    expect(cardErrors(card('2099-12-25'), 'IE', now)).toEqual({ 'card-308-0-date': CARD_ERRORS.date });
  });

  it('refuses a link in an e-card message, with a field message (issue 46 §4)', () => {
    const card = (message: string) =>
      updateCard(withTrees, TREES.id, 0, { type: 'email', emailFormData: { recipientName: 'Niamh', recipientEmail: 'niamh@example.ie', message, sendingDate: '' } }).products;
    expect(cardErrors(card('You won a prize! Claim at http://phish.example/'))).toEqual({ 'card-308-0-message': CARD_ERRORS.link });
    expect(cardErrors(card('Happy Christmas! Love, Gran. A goat for you, x'))).toEqual({});
    const emailFormData = { recipientName: 'www.phish.example', recipientEmail: 'niamh@example.ie', message: '', sendingDate: '' };
    const named = updateCard(withTrees, TREES.id, 0, { type: 'email', emailFormData });
    expect(cardErrors(named.products)).toEqual({ 'card-308-0-name': CARD_ERRORS.nameLink });
  });
});

describe('a link in a card message', () => {
  it('is a scheme, www., or a domain-looking token, in any case or with look-alike dots', () => {
    for (const text of [
      'Claim at http://phish.example/',
      'see HTTPS://x.y',
      'ftp://files',
      'mailto:me@x',
      'go to www.prize',
      'phish.example',
      'Visit bit.ly/abc now',
      'claim: prize.co.uk!',
      'win at evil．com',
      'win at evil。com',
      // Issue 46 §4's list: a path, a scheme, www., a country domain; a path or a common ending whatever the case.
      'phish.example/claim',
      'http://x',
      'www.x.com',
      'x.ie',
      'Claim at Phish.Example/claim',
      'Claim at Evil.Shop?win=1',
      'Visit Phish.Com',
      'Go to PRIZE.IE',
      'happy birthday.love',
    ])
      expect(hasLink(text), text).toBe(true);
  });

  it('leaves ordinary messages alone', () => {
    for (const text of [
      '',
      'Happy birthday! Love, Mam.',
      'A goat for the farm. Enjoy it',
      'Merry Christmas, 2026.',
      'P.S. see you soon',
      'It costs €30.50',
      // A full stop short of its space, before a capitalised word (issue 46 §4), though .love and .see are real domains.
      'Happy birthday.Love from Ann',
      'Thanks Ann.See you at Christmas.Love, Gran',
      'Merry Christmas 2026.Enjoy',
    ])
      expect(hasLink(text), text).toBe(false);
  });

  it('puts back the space such a full stop lost, so that no mail client links it, and leaves the rest as typed', () => {
    expect(spaceSentences('Happy birthday.Love from Ann')).toBe('Happy birthday. Love from Ann');
    expect(spaceSentences('Thanks Ann.See you.Love, Gran')).toBe('Thanks Ann. See you. Love, Gran');
    expect(spaceSentences('Claim at Evil．Shop')).toBe('Claim at Evil． Shop');
    for (const text of ['Happy Christmas! Love, Gran.', 'P.S. see you soon', 'It costs €30.50', 'Dear Ann. Love'])
      expect(spaceSentences(text), text).toBe(text);
    // What spaceSentences sends, hasLink finds no link in.
    expect(hasLink(spaceSentences('Claim at Evil.Shop now'))).toBe(false);
  });
});
