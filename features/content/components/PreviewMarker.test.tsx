import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '@/tests/support/render-html';

let draft = false;
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft }) }));
const { PreviewMarker } = await import('./PreviewMarker');

describe('PreviewMarker (SPEC §6 preview mode)', () => {
  it('shows "Preview" and a way out in preview mode', async () => {
    draft = true;
    const html = await renderToHtml(<PreviewMarker />);
    expect(html).toContain('aria-label="Preview mode"');
    expect(html).toMatch(/>Preview<\/span>/);
    expect(html).toContain('href="?previewMode=0"');
    expect(html).toContain('Exit preview');
  });

  it('renders nothing for a reader', async () => {
    draft = false;
    expect(await renderToHtml(<PreviewMarker />)).toBe('');
  });
});
