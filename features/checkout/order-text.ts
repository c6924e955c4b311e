import { offeredSourceCodes, type SiteSettings } from '@/features/settings';

// What the order routes change in a checked body before the backend gets it (issue 29):
// - bidi and invisible format characters go from every text: the backend puts names and card
//   messages into e-mails, where U+202E can make a link or a name read backwards;
// - an attribution source code counts only when the settings offer it now (SPEC §5: its
//   startsAt has passed), as the browser already applies it: any other UUID is dropped, not
//   refused, so no donation is lost to an attribution.

/** U+200B–U+200F (zero-width, LRM/RLM), U+202A–U+202E (embeddings, overrides), U+2066–U+2069 (isolates), U+FEFF. */
const FORMAT_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '');
}

/** Every string in an order body without format characters (the payment and captcha token are opaque and left alone). */
export function withSafeText<T>(body: T): T {
  const walk = (value: unknown, key: string | null): unknown => {
    if (key === 'payment' || key === 'captchaToken') return value;
    if (typeof value === 'string') return stripFormatCharacters(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, null));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(body, null) as T;
}

/** The source code when the settings offer it now, else null. */
export function startedSourceCode(code: string | null | undefined, settings: Pick<SiteSettings, 'sourceCodes'>, now: Date = new Date()): string | null {
  if (!code) return null;
  const wanted = code.trim().toLowerCase();
  return offeredSourceCodes(settings, now).some((s) => s.code.trim().toLowerCase() === wanted) ? code : null;
}
