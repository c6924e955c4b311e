import { describe, expect, it } from 'vitest';
import { checkAccountNumber, checkIban, checkSortCode, IBAN_MESSAGE, IBAN_SEPA_MESSAGE } from './bank-account';
import { giftAidToSend, giftAidUplift } from './giftaid';
import { contactFlags, NOT_ASKED, POST_OPT_OUT_LABEL, PREFERENCE_QUESTIONS, viewedPreferences } from './preferences';

describe('contact preferences (SPEC §9)', () => {
  it('GB: opt-in email, phone, SMS and the post opt-out', () => {
    expect(PREFERENCE_QUESTIONS.GB.map((q) => [q.channel, q.kind])).toEqual([
      ['email', 'opt-in'],
      ['phone', 'opt-in'],
      ['sms', 'opt-in'],
      ['post', 'opt-out'],
    ]);
    expect(PREFERENCE_QUESTIONS.GB[3]!.label).toBe('Do NOT contact me by post');
    expect(POST_OPT_OUT_LABEL).toBe('Do NOT contact me by post');
    expect(viewedPreferences('GB', { ...NOT_ASKED, email: 'allowed' })).toEqual({ email: 'allowed', phone: 'denied', sms: 'denied', post: 'allowed', whatsapp: 'not_asked' });
    expect(viewedPreferences('GB', { ...NOT_ASKED, post: 'denied' }).post).toBe('denied');
  });

  it("IE: four 'happy to hear from you' questions including WhatsApp, unanswered stays not_asked", () => {
    expect(PREFERENCE_QUESTIONS.IE.map((q) => q.channel)).toEqual(['email', 'phone', 'sms', 'whatsapp']);
    expect(PREFERENCE_QUESTIONS.IE.every((q) => q.label.includes('happy to hear from you'))).toBe(true);
    expect(viewedPreferences('IE', { ...NOT_ASKED, whatsapp: 'allowed', sms: 'denied', post: 'allowed' })).toEqual({
      email: 'not_asked',
      phone: 'not_asked',
      sms: 'denied',
      post: 'not_asked',
      whatsapp: 'allowed',
    });
    expect(contactFlags(NOT_ASKED)).toEqual({
      field_contact_email: 'not_asked',
      field_contact_phone: 'not_asked',
      field_contact_sms: 'not_asked',
      field_contact_post: 'not_asked',
      field_contact_whatsapp: 'not_asked',
    });
  });
});

describe('Gift Aid', () => {
  it('adds 25% in minor units', () => {
    expect(giftAidUplift(2500)).toBe(625);
    expect(giftAidUplift(1001)).toBe(250);
  });
  it('is sent only when chosen and no company name is given (SPEC §5)', () => {
    expect(giftAidToSend(true, null)).toBe(true);
    expect(giftAidToSend(true, '  ')).toBe(true);
    expect(giftAidToSend(true, 'Acme Ltd')).toBe(false);
    expect(giftAidToSend(false, null)).toBe(false);
    expect(giftAidToSend(null, null)).toBe(false);
  });
});

describe('bank account local checks', () => {
  it('joins the sort code (SPEC §5) and checks the account number', () => {
    expect(checkSortCode('20-00-00')).toEqual({ ok: true, value: '200000' });
    expect(checkSortCode('20 00 0')).toMatchObject({ ok: false });
    expect(checkAccountNumber('1000 0003')).toEqual({ ok: true, value: '10000003' });
    expect(checkAccountNumber('1234567')).toMatchObject({ ok: false });
  });
  it('checks the IBAN checksum and the SEPA area locally', () => {
    expect(checkIban('IE29 AIBK 9311 5212 3456 78')).toEqual({ ok: true, value: 'IE29AIBK93115212345678' });
    expect(checkIban('IE29 AIBK 9311 5212 3456 79')).toEqual({ ok: false, message: IBAN_MESSAGE });
    expect(checkIban('BR1800360305000010009795493C1')).toEqual({ ok: false, message: IBAN_SEPA_MESSAGE });
  });
});
