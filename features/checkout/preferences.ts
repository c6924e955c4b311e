import type { Consent } from './order-schema';
import type { Country } from './payment-methods';

// Contact preferences per country (SPEC §9): GB asks opt-in email, phone and SMS and offers a
// 'Do NOT contact me by post' opt-out; IE asks four 'happy to hear from you' questions,
// WhatsApp among them. Each channel ends up 'allowed', 'denied' or 'not_asked' (SPEC §3).

export const CHANNELS = ['email', 'phone', 'sms', 'post', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ContactPreferences = Record<Channel, Consent>;

export const NOT_ASKED: ContactPreferences = { email: 'not_asked', phone: 'not_asked', sms: 'not_asked', post: 'not_asked', whatsapp: 'not_asked' };

export const POST_OPT_OUT_LABEL = 'Do NOT contact me by post';

export interface PreferenceQuestion {
  channel: Channel;
  /** 'opt-in': a checkbox that allows; 'opt-out': a checkbox that denies; 'yes-no': two radios. */
  kind: 'opt-in' | 'opt-out' | 'yes-no';
  label: string;
}

export const PREFERENCE_QUESTIONS: Record<Country, PreferenceQuestion[]> = {
  GB: [
    { channel: 'email', kind: 'opt-in', label: 'Yes, I would like to hear from you by email' },
    { channel: 'phone', kind: 'opt-in', label: 'Yes, I would like to hear from you by phone' },
    { channel: 'sms', kind: 'opt-in', label: 'Yes, I would like to hear from you by SMS' },
    { channel: 'post', kind: 'opt-out', label: POST_OPT_OUT_LABEL },
  ],
  IE: [
    { channel: 'email', kind: 'yes-no', label: "I'm happy to hear from you by email" },
    { channel: 'phone', kind: 'yes-no', label: "I'm happy to hear from you by phone" },
    { channel: 'sms', kind: 'yes-no', label: "I'm happy to hear from you by SMS" },
    { channel: 'whatsapp', kind: 'yes-no', label: "I'm happy to hear from you by WhatsApp" },
  ],
};

export const PREFERENCES_HEADING: Record<Country, string> = {
  GB: 'How would you like to hear from us?',
  IE: 'Can we keep in touch?',
};

export const PREFERENCES_INTRO: Record<Country, string> = {
  GB: "We'd love to tell you how your support is helping and about our work, appeals and ways to get involved. We will never sell your details.",
  IE: "We'd love to keep you updated on how your donation is making a difference. We will never sell your details. You can change your mind at any time.",
};

/** The same intro in the gifts shop, where the buyer places an order, not a donation. */
export const ORDER_PREFERENCES_INTRO: Record<Country, string> = {
  GB: PREFERENCES_INTRO.GB,
  IE: "We'd love to keep you updated on how your order is making a difference. We will never sell your details. You can change your mind at any time.",
};

/** The questions shown: all of the country's, on both checkouts, whether or not a phone number was given (issue 37). */
export function askedQuestions(country: Country): PreferenceQuestion[] {
  return PREFERENCE_QUESTIONS[country];
}

/**
 * The preferences once the donor has seen the questions: a GB opt-in left unticked is
 * 'denied', the post opt-out unticked is 'allowed'; an IE question left unanswered stays
 * 'not_asked'. Channels the country does not ask about (GB's WhatsApp, IE's post) stay
 * 'not_asked'. A donor without a phone number is asked the same questions, and answers as given.
 */
export function viewedPreferences(country: Country, current: ContactPreferences): ContactPreferences {
  const next: ContactPreferences = { ...NOT_ASKED };
  for (const question of askedQuestions(country)) {
    const value = current[question.channel];
    if (question.kind === 'opt-in') next[question.channel] = value === 'allowed' ? 'allowed' : 'denied';
    else if (question.kind === 'opt-out') next[question.channel] = value === 'denied' ? 'denied' : 'allowed';
    else next[question.channel] = value;
  }
  return next;
}

/** The profile's field_contact_* flags. */
export function contactFlags(preferences: ContactPreferences): Record<`field_contact_${Channel}`, Consent> {
  return {
    field_contact_email: preferences.email,
    field_contact_phone: preferences.phone,
    field_contact_sms: preferences.sms,
    field_contact_post: preferences.post,
    field_contact_whatsapp: preferences.whatsapp,
  };
}
