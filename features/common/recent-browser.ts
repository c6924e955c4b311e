// SPEC §9: error reporting only for recent browsers. "Recent" is what Next 16 compiles for
// (its default browserslist: Chrome and Edge 111, Firefox 111, Safari 16.4), detected by
// features rather than by user-agent strings, which lie:
// - CSS color-mix()              Chrome/Edge 111, Firefox 113, Safari 16.2
// - RegExp lookbehind            Safari 16.4 (Chrome 62, Firefox 78)
// - Array.prototype.findLast     Firefox 104, Chrome 97, Safari 15.4
// Together: Chrome/Edge ≥ 111, Firefox ≥ 113, Safari ≥ 16.4. Older browsers run the site but
// never load the error reporter: their errors are mostly the missing features themselves.
// No eval (the checkout's policy forbids it): the RegExp constructor is enough.

export interface BrowserFeatures {
  colorMix: boolean;
  lookbehind: boolean;
  findLast: boolean;
}

/** The features of the browser this runs in (all false outside a browser). */
export function detectFeatures(): BrowserFeatures {
  if (typeof window === 'undefined') return { colorMix: false, lookbehind: false, findLast: false };
  let lookbehind = false;
  try {
    lookbehind = new RegExp('(?<=a)b').test('ab');
  } catch {
    lookbehind = false;
  }
  return {
    colorMix: typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', 'color-mix(in srgb, red 50%, blue)'),
    lookbehind,
    findLast: typeof Array.prototype.findLast === 'function',
  };
}

export function isRecentBrowser(features: BrowserFeatures = detectFeatures()): boolean {
  return features.colorMix && features.lookbehind && features.findLast;
}
