import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html';

describe('sanitizeRichText', () => {
  it('keeps ordinary rich text', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em><br>text</p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>q</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps links with href, title, target and rel', () => {
    expect(sanitizeRichText('<a href="/appeal/x" title="More">x</a>')).toBe('<a href="/appeal/x" title="More">x</a>');
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes <script> and <style> elements with their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style><SCRIPT src="https://evil.test/x.js"></SCRIPT>');
    expect(out).toBe('<p>Hi</p>');
    expect(out.toLowerCase()).not.toContain('script');
  });

  it('removes on* event handler attributes', () => {
    const out = sanitizeRichText('<p onclick="alert(1)">x</p><img src="https://x.test/a.png" alt="a" onerror="alert(2)"><a href="/x" onmouseover="alert(3)">y</a>');
    expect(out).not.toMatch(/on(click|error|mouseover)/i);
    expect(out).toContain('<p>x</p>');
    expect(out).toContain('<a href="/x">y</a>');
  });

  it('removes javascript: and data: URLs', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)" alt="x">')).not.toContain('javascript');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeRichText('<div class="x"><span style="color:red">hello</span></div><iframe src="https://x.test"></iframe>')).toBe('hello');
  });

  it('turns h1 into h2 and resolves image sources', () => {
    const out = sanitizeRichText('<h1>T</h1><img src="/files/a.jpg" alt="A" width="10" height="5">', {
      resolveImageSrc: (src) => `https://backend.test${src}`,
    });
    expect(out).toBe('<h2>T</h2><img src="https://backend.test/files/a.jpg" alt="A" width="10" height="5" loading="lazy" />');
  });
});
