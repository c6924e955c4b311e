import { describe, expect, it } from 'vitest';
import { isPlainText, plainMultilineText, plainText } from './plain-text';

describe('plain text', () => {
  it('refuses NUL, escape, DEL, C1 controls and unpaired surrogates', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', 'next\u0085line', 'lone \ud800', 'lone \udfff end', '\udc00\ud800']) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
      expect(plainText().safeParse(bad).success).toBe(false);
    }
  });

  it('accepts names, accents, Irish and Welsh letters, emoji (surrogate pairs) and right-to-left text', () => {
    for (const good of ['Seán Ó Briain', 'Siân', 'Zoë 🙂', 'مريم', '', "O'Neill-Smith"]) expect(isPlainText(good), good).toBe(true);
  });

  it('allows line breaks and tabs only in multi-line fields', () => {
    expect(plainText().safeParse('a\nb').success).toBe(false);
    expect(plainMultilineText().safeParse('Dear Niamh,\r\n\tHappy Christmas').success).toBe(true);
    expect(plainMultilineText().safeParse('a\u0000b').success).toBe(false);
    expect(plainMultilineText().safeParse('a\ud800').success).toBe(false);
  });
});
