import { describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS } from '@/features/settings';
import { startedSourceCode, stripFormatCharacters, withSafeText } from './order-text';

describe('order text for e-mails', () => {
  it('strips bidi embeddings, overrides and isolates, zero-width characters, LRM/RLM and the BOM', () => {
    const all = ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\uFEFF'];
    expect(stripFormatCharacters(`a${all.join('')}b`)).toBe('ab');
    // Letters, accents, emoji and line breaks stay.
    expect(stripFormatCharacters('Seán Ó Briain 🙂\nשלום')).toBe('Seán Ó Briain 🙂\nשלום');
  });

  it('cleans every string of a body but the opaque payment and captcha token', () => {
    const body = { order: { items: [{ field_message: 'Hi\u202Egnp.exe' }] }, payment: { details: { id: 'pm\u200B' } }, captchaToken: 't\uFEFF', n: 1, none: null };
    expect(withSafeText(body)).toEqual({ order: { items: [{ field_message: 'Hignp.exe' }] }, payment: { details: { id: 'pm\u200B' } }, captchaToken: 't\uFEFF', n: 1, none: null });
  });
});

describe('startedSourceCode (SPEC §5)', () => {
  const code = '5b4c1c0e-6a3f-4f57-9a57-3f0f3d2b7c11';
  const settings = (startsAt: string) => ({ sourceCodes: [{ code, label: 'Mailing', startsAt }] });
  const now = new Date('2026-11-26T12:00:00Z');

  it('keeps a code whose startsAt has passed, in any case', () => {
    expect(startedSourceCode(code, settings('2026-01-01T00:00:00Z'), now)).toBe(code);
    expect(startedSourceCode(code.toUpperCase(), settings('2026-01-01T00:00:00Z'), now)).toBe(code.toUpperCase());
  });

  it('drops any other UUID, one that starts in 2099, and nothing stays nothing', () => {
    expect(startedSourceCode(code, settings('2099-01-01T00:00:00Z'), now)).toBeNull();
    expect(startedSourceCode(code, EMPTY_SETTINGS, now)).toBeNull();
    expect(startedSourceCode(crypto.randomUUID(), settings('2026-01-01T00:00:00Z'), now)).toBeNull();
    expect(startedSourceCode(null, settings('2026-01-01T00:00:00Z'), now)).toBeNull();
  });
});
