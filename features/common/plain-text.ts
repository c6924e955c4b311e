import { z } from 'zod';

// Text a person typed: no control characters (NUL, escape, C1…) and no unpaired UTF-16
// surrogates, which no keyboard produces and which break the backend's database and JSON
// encoders. One refinement for every text field the site sends on.

// \p{Cc} is C0, DEL and C1; in a /u pattern \p{Cs} matches only a surrogate without its pair.
const FORBIDDEN_LINE = /[\p{Cc}\p{Cs}]/u;
// Multi-line fields (a card's message) may hold line breaks and tabs.
const FORBIDDEN_MULTILINE = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export const PLAIN_TEXT_MESSAGE = 'must not contain control characters or broken Unicode';

export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_LINE).test(value);
}

/** A single-line text field: no control characters, no lone surrogates. */
export const plainText = () => z.string().refine((v) => isPlainText(v), PLAIN_TEXT_MESSAGE);

/** A multi-line text field: line breaks and tabs allowed, other control characters not. */
export const plainMultilineText = () => z.string().refine((v) => isPlainText(v, true), PLAIN_TEXT_MESSAGE);
