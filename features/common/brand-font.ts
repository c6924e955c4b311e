import localFont from 'next/font/local';

// The brand typeface, Source Sans 3 (SIL Open Font License), self-hosted from the
// @fontsource-variable package: builds have no internet, so next/font/google cannot fetch it.
// One variable file (latin, 29 KB) carries both weights the site uses, 400 and 700. Preloaded,
// with `display: optional`: a page never re-lays its text when the font arrives (CLS 0); a
// first visit on a slow line that misses the short block period reads the metric-matched
// fallback (next/font's adjusted Arial) and gets the brand font from the cache on its next page.
export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-brand',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});
