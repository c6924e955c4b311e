import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The colour roles in app/globals.css, with the contrast each pairing must keep (WCAG 2.2:
// 4.5:1 for text, 3:1 for large text and for a control against what is around it).

const css = readFileSync(path.resolve(import.meta.dirname, '../../app/globals.css'), 'utf8');
const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
const token = (name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(root);
  if (!match) throw new Error(`--${name} is not a six-digit colour in app/globals.css`);
  return match[1]!;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const WHITE = '#ffffff';

describe('design tokens: colour roles keep their contrast', () => {
  it.each([
    ['text on the page', 'color-text', null, 4.5],
    ['muted text on the page', 'color-muted', null, 4.5],
    ['muted text on the surface', 'color-muted', 'color-surface', 4.5],
    ['links (brand-dark) on the page', 'color-brand-dark', null, 4.5],
    ['white on a brand button', null, 'color-brand', 4.5],
    ['white on the donation panel', null, 'color-brand-dark', 4.5],
    ['the Donate button on the donation panel', 'color-accent', 'color-brand-dark', 3],
    ["the Donate button's label", 'color-on-accent', 'color-accent', 4.5],
    ['an error on its tint', 'color-error', 'color-error-tint', 4.5],
    ['the focus ring on the page', 'color-focus', null, 3],
    ['a control border on the page', 'color-line-strong', null, 3],
    ['brand-dark on the brand tint', 'color-brand-dark', 'color-brand-tint', 4.5],
  ])('%s', (_name, fg, bg, minimum) => {
    expect(contrast(fg ? token(fg) : WHITE, bg ? token(bg) : WHITE)).toBeGreaterThanOrEqual(minimum as number);
  });
});
