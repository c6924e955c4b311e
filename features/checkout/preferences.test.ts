import { describe, expect, it } from 'vitest';
import { askedQuestions, NOT_ASKED, PREFERENCE_QUESTIONS, viewedPreferences } from './preferences';

// Without a phone number the checkout does not ask about phone, SMS or WhatsApp: those
// channels stay 'not_asked' whatever the answers held before the number was cleared.

describe('contact preferences without a phone number', () => {
  it('asks GB only the email opt-in and the post opt-out, IE only email', () => {
    expect(askedQuestions('GB', { phone: false }).map((q) => q.label)).toEqual(['Yes, I would like to hear from you by email', 'Do NOT contact me by post']);
    expect(askedQuestions('IE', { phone: false }).map((q) => q.label)).toEqual(["I'm happy to hear from you by email"]);
  });

  it('asks every question with a phone number, and by default (the gifts checkout)', () => {
    expect(askedQuestions('GB', { phone: true })).toEqual(PREFERENCE_QUESTIONS.GB);
    expect(askedQuestions('IE')).toEqual(PREFERENCE_QUESTIONS.IE);
  });

  it('keeps the phone channels not_asked, even if they were answered before', () => {
    const answered = { ...NOT_ASKED, email: 'allowed', phone: 'allowed', sms: 'allowed', whatsapp: 'allowed' } as const;
    expect(viewedPreferences('GB', answered, { phone: false })).toEqual({ email: 'allowed', phone: 'not_asked', sms: 'not_asked', post: 'allowed', whatsapp: 'not_asked' });
    expect(viewedPreferences('IE', answered, { phone: false })).toEqual({ ...NOT_ASKED, email: 'allowed' });
    // With the number the same answers are kept (GB's unticked opt-ins become 'denied').
    expect(viewedPreferences('GB', { ...NOT_ASKED, email: 'allowed' }, { phone: true })).toEqual({ email: 'allowed', phone: 'denied', sms: 'denied', post: 'allowed', whatsapp: 'not_asked' });
    expect(viewedPreferences('IE', answered, { phone: true })).toEqual({ ...answered });
  });
});
