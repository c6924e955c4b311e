// Which words a search URL asks for: ?keys= (the form's and the backend's name, CONTRACT §4) or
// ?q= (what people and other sites link with: /search?q=water). Client-safe and tiny: the
// search islands read it too.

/** The first non-blank of ?keys= and ?q=, trimmed; '' when neither has words. */
export function searchKeysOf(params: { get(name: string): string | null }): string {
  for (const name of ['keys', 'q']) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return '';
}
