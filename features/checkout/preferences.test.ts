import { describe, expect, it } from 'vitest';
import { askedQuestions, NOT_ASKED, PREFERENCE_QUESTIONS, POST_OPT_OUT_LABEL, viewedPreferences } from './preferences';

// SPEC §9: GB asks opt-in email, phone and SMS and shows 'Do NOT contact me by post'; IE asks
// four 'happy to hear from you' questions, WhatsApp among them. Issue 37: both checkouts ask
// every question, whether or not a phone number was given (they used to leave phone, SMS and
// WhatsApp out, sent as 'not_asked', without one).

describe('contact preferences (SPEC §9)', () => {
  it('asks GB its three opt-ins and the post opt-out, word for word', () => {
    expect(askedQuestions('GB').map((q) => [q.channel, q.kind, q.label])).toEqual([
      ['email', 'opt-in', 'Yes, I would like to hear from you by email'],
      ['phone', 'opt-in', 'Yes, I would like to hear from you by phone'],
      ['sms', 'opt-in', 'Yes, I would like to hear from you by SMS'],
      ['post', 'opt-out', 'Do NOT contact me by post'],
    ]);
    expect(POST_OPT_OUT_LABEL).toBe('Do NOT contact me by post');
  });

  it("asks IE its four 'happy to hear from you' questions, WhatsApp included", () => {
    expect(askedQuestions('IE').map((q) => [q.channel, q.kind, q.label])).toEqual([
      ['email', 'yes-no', "I'm happy to hear from you by email"],
      ['phone', 'yes-no', "I'm happy to hear from you by phone"],
      ['sms', 'yes-no', "I'm happy to hear from you by SMS"],
      ['whatsapp', 'yes-no', "I'm happy to hear from you by WhatsApp"],
    ]);
    expect(askedQuestions('IE')).toEqual(PREFERENCE_QUESTIONS.IE);
  });

  it('sends the answers as given, phone number or not', () => {
    const answered = { ...NOT_ASKED, email: 'allowed', phone: 'denied', sms: 'allowed', whatsapp: 'allowed' } as const;
    expect(viewedPreferences('GB', answered)).toEqual({ email: 'allowed', phone: 'denied', sms: 'allowed', post: 'allowed', whatsapp: 'not_asked' });
    expect(viewedPreferences('IE', answered)).toEqual({ ...answered });
    // GB's unticked opt-ins are 'denied'; IE's unanswered questions stay 'not_asked'.
    expect(viewedPreferences('GB', { ...NOT_ASKED, email: 'allowed' })).toEqual({ email: 'allowed', phone: 'denied', sms: 'denied', post: 'allowed', whatsapp: 'not_asked' });
    expect(viewedPreferences('IE', { ...NOT_ASKED, sms: 'denied' })).toEqual({ ...NOT_ASKED, sms: 'denied' });
  });
});
