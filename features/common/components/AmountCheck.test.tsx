import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmountConfirm, AmountEcho } from './AmountCheck';

// The markup of what an amount field shows under it (the behaviour is in the e2e journeys:
// tests/e2e/amounts.spec.ts).

describe('AmountEcho', () => {
  it('shows the amount as understood, in money, named by the id the field points at', () => {
    const html = renderToString(<AmountEcho id="f-echo" minor={2050} currency="EUR" asking={false} tone="panel" />);
    expect(html).toContain('id="f-echo"');
    expect(html).toContain('data-amount-echo="€20.50"');
    expect(html).toMatch(/That(’|&#x27;|&rsquo;)s <strong>€20.50<\/strong>/);
    // The polite announcement waits for the typing to rest: nothing is said on the first render.
    expect(html).toMatch(/<span role="status" class="visually-hidden" data-amount-echo-status="true"><\/span>/);
  });

  it('is empty when nothing is understood yet', () => {
    const html = renderToString(<AmountEcho id="f-echo" minor={null} currency="GBP" asking={false} tone="page" />);
    expect(html).toContain('data-amount-echo=""');
    expect(html).not.toContain('That');
  });
});

describe('AmountConfirm', () => {
  it('asks once, in money, with a one-tap yes that names the amount', () => {
    const html = renderToString(<AmountConfirm id="f" minor={205000} currency="GBP" verb="give" onConfirm={() => undefined} onChange={() => undefined} tone="panel" />);
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-labelledby="f-question"');
    expect(html).toContain('<strong>£2,050</strong> is much more than most gifts here. Is that right?');
    expect(html).toContain('>Yes, give £2,050</button>');
    expect(html).toContain('>Change amount</button>');
  });
});
