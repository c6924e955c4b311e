import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, control, PREVIEW_TOKEN, setFault, startTestSandbox } from '@/tests/support/sandbox';

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.cleanup());

function coupon(code: string, total = '40.00') {
  return api(sandbox, '/commerce-promotion/validate-coupon', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order: { type: 'gift', order_items: [{ purchased_entity: { sku: 'GIFT-GOAT' }, unit_price: { number: total }, quantity: 1 }] }, coupon: code }),
  });
}

describe('sandbox conventions', () => {
  it('answers 400 without consumerId, on every endpoint', async () => {
    for (const endpoint of ['/decoupled-router?path=/home', '/site-settings?storefront=main', '/content-paths?storefront=main', '/gifts/catalogue', '/search?keys=water']) {
      const response = await fetch(`${sandbox.url}${endpoint}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "The 'consumerId' query parameter is required" });
    }
  });

  it('answers 400 for missing or bad query parameters, 404 and 405 for unknown routes', async () => {
    expect((await api(sandbox, '/decoupled-router')).status).toBe(400);
    expect((await api(sandbox, '/site-settings', { query: { storefront: 'shop' } })).status).toBe(400);
    expect((await api(sandbox, '/content-listing', { query: { type: 'country', value: 'ethiopia', page: '-1' } })).status).toBe(400);
    expect((await api(sandbox, '/decoupled-router', { query: { path: '/%E0%A4%A' } })).status).toBe(400);
    expect((await api(sandbox, '/decoupled-router', { query: { path: `/${'a'.repeat(5000)}` } })).status).toBe(400);
    expect((await api(sandbox, '/nothing-here')).status).toBe(404);
    expect((await api(sandbox, '/gifts/catalogue', { method: 'POST' })).status).toBe(405);
  });

  it('resolves routes with statusCode in the body: found, front page, redirect, missing, forbidden, broken, preview', async () => {
    const route = async (path: string, previewToken?: string) =>
      (await api(sandbox, '/decoupled-router', { query: { _format: 'json_recursive', language: 'en', path, ...(previewToken ? { previewToken } : {}) } })).body as { statusCode: number; content: unknown };
    expect(await route('/home')).toMatchObject({ statusCode: 200, content: { url: '/home', entity_type: 'node' } });
    expect(await route('/')).toMatchObject({ statusCode: 200, content: { url: '/home' } });
    const redirect = sandbox.store.current().routerRedirects[0]!;
    expect(await route(redirect.from)).toEqual({ statusCode: redirect.status, content: redirect.to });
    expect(await route('/no/such/page')).toEqual({ statusCode: 404, content: null });
    expect(await route('/members-only')).toEqual({ statusCode: 403, content: null });
    expect(await route('/broken-route')).toEqual({ statusCode: 200, content: null });
    const draft = sandbox.store.current().nodes.find((n) => !n.fields.published)!;
    expect(await route(draft.url)).toEqual({ statusCode: 404, content: null });
    expect(await route(draft.url, 'wrong-token')).toEqual({ statusCode: 403, content: null });
    expect(await route('/home', 'wrong-token')).toEqual({ statusCode: 403, content: null });
    expect(await route(draft.url, PREVIEW_TOKEN)).toMatchObject({ statusCode: 200, content: { id: draft.id } });
    // An editor restricts a page (403), then lifts it; the preview still shows it.
    const about = sandbox.store.current().nodes.find((n) => n.url === '/about-us')!;
    expect(sandbox.store.edit({ entity_type: 'node', id: about.id, restricted: true }).paths).toEqual(['/about-us']);
    expect(await route('/about-us')).toEqual({ statusCode: 403, content: null });
    expect(await route('/about-us', PREVIEW_TOKEN)).toMatchObject({ statusCode: 200 });
    sandbox.store.edit({ entity_type: 'node', id: about.id, restricted: false });
    expect(await route('/about-us')).toMatchObject({ statusCode: 200 });
  });

  it('answers listings, and 404 for an unknown type, value or theme', async () => {
    expect((await api(sandbox, '/content-listing', { query: { type: 'country', value: 'ethiopia' } })).status).toBe(200);
    expect((await api(sandbox, '/content-listing', { query: { type: 'country', value: 'atlantis' } })).status).toBe(404);
    expect((await api(sandbox, '/knowledge-hub', { query: { theme: 'astrology' } })).status).toBe(404);
    const hub = await api(sandbox, '/knowledge-hub', { query: { theme: 'graduation' } });
    expect((hub.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const search = await api(sandbox, '/search', { query: { keys: 'water' } });
    expect((search.body as { total: number }).total).toBeGreaterThan(0);
  });

  it('serves its own illustrations as SVG and PNG, and publication PDFs', async () => {
    const svg = await fetch(`${sandbox.url}/images/goat.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const png = await fetch(`${sandbox.url}/images/goat.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await fetch(`${sandbox.url}/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/images/unicorn.png`)).status).toBe(404);
    const pdf = await fetch(`${sandbox.url}/files/annual-report-2025.pdf`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refers every seeded image to a file it serves', async () => {
    const urls = new Set<string>();
    JSON.stringify(sandbox.store.current(), (key, value: unknown) => {
      if (key === 'url' && typeof value === 'string' && value.startsWith('/images/')) urls.add(value);
      return value;
    });
    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) expect((await fetch(`${sandbox.url}${url}`, { method: 'HEAD' })).status, url).toBe(200);
  });
});

describe('coupons (CONTRACT §7)', () => {
  it('takes a percentage, a fixed and a free-gift coupon, case-insensitively', async () => {
    expect((await coupon('winter10')).body).toEqual({ code: 'WINTER10', totalPrice: 36, discount: 4, offerType: 'order_percentage_off', freeGiftId: null });
    expect((await coupon('SAVE5')).body).toEqual({ code: 'SAVE5', totalPrice: 35, discount: 5, offerType: 'order_fixed_amount_off', freeGiftId: null });
    const free = (await coupon('FREEGIFT')).body as { offerType: string; freeGiftId: string };
    expect(free.offerType).toBe('free_gift_by_coupon');
    expect(sandbox.store.current().products.find((p) => p.id === free.freeGiftId)?.entity_bundle).toBe('gift_free');
  });

  it('answers an errorMessage for an expired, unknown or unmet coupon', async () => {
    expect((await coupon('SUMMER2025')).body).toEqual({ errorMessage: expect.stringContaining('expired') });
    expect((await coupon('NOPE')).body).toEqual({ errorMessage: expect.any(String) });
    expect((await coupon('SAVE5', '10.00')).body).toEqual({ errorMessage: expect.stringContaining('Spend at least €20') });
  });

  it('answers 400 for a malformed coupon request', async () => {
    const bad = await api(sandbox, '/commerce-promotion/validate-coupon', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ coupon: 5 }) });
    expect(bad.status).toBe(400);
  });
});

describe('address and bank look-up (CONTRACT §8)', () => {
  it('finds addresses for a well-formed postcode or Eircode and none for a bad one', async () => {
    const gb = (await api(sandbox, '/address/find', { query: { country: 'GB', postcode: 'sw1a1aa' } })).body as { items: { postal_code: string }[] };
    expect(gb.items.length).toBeGreaterThan(0);
    expect(gb.items[0]!.postal_code).toBe('SW1A 1AA');
    const ie = (await api(sandbox, '/address/find', { query: { country: 'IE', postcode: 'D02 X285' } })).body as { items: unknown[] };
    expect(ie.items.length).toBeGreaterThan(0);
    expect((await api(sandbox, '/address/find', { query: { country: 'GB', postcode: 'HELLO' } })).body).toEqual({ items: [] });
    expect((await api(sandbox, '/address/find', { query: { country: 'FR', postcode: '75001' } })).status).toBe(400);
  });

  it('checks UK accounts and IBANs', async () => {
    const bank = async (query: Record<string, string>) => (await api(sandbox, '/bank/validate', { query })).body;
    expect(await bank({ country: 'GB', sort_code: '20-00-00', account_number: '10000003' })).toEqual({ valid: true, bank_name: 'Barclays Bank', message: null });
    expect(await bank({ country: 'GB', sort_code: '200000', account_number: '10000004' })).toMatchObject({ valid: false });
    expect(await bank({ country: 'GB', sort_code: '99-99-99', account_number: '10000003' })).toMatchObject({ valid: false });
    expect(await bank({ country: 'GB', sort_code: '2000', account_number: '1' })).toMatchObject({ valid: false });
    expect(await bank({ country: 'IE', iban: 'IE29 AIBK 9311 5212 3456 78' })).toEqual({ valid: true, bank_name: 'AIB', message: null });
    expect(await bank({ country: 'IE', iban: 'IE29AIBK93115212345679' })).toMatchObject({ valid: false });
    expect((await api(sandbox, '/bank/validate', { query: { country: 'IE' } })).status).toBe(400);
  });
});

describe('control endpoints', () => {
  it('need the sandbox token', async () => {
    const response = await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"path":"/search","status":500}' });
    expect(response.status).toBe(401);
  });

  it('set, count down and clear faults per endpoint', async () => {
    expect((await setFault(sandbox, { path: '/search', status: 503, times: 2 })).status).toBe(200);
    expect((await api(sandbox, '/search', { query: { keys: 'water' } })).status).toBe(503);
    expect((await api(sandbox, '/search', { query: { keys: 'water' } })).status).toBe(503);
    expect((await api(sandbox, '/search', { query: { keys: 'water' } })).status).toBe(200);
    await setFault(sandbox, { path: '/search', status: 500 });
    await control(sandbox, 'DELETE', '/_sandbox/faults?path=/search');
    expect((await api(sandbox, '/search', { query: { keys: 'water' } })).status).toBe(200);
    expect((await setFault(sandbox, { path: 'no-slash', status: 200 } as never)).status).toBe(400);
  });

  it('edits an entity, then calls the site revalidation webhook with old and new paths and tags', async () => {
    const received: { secret: string | undefined; body: unknown }[] = [];
    const site = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push({ secret: req.headers['x-revalidate-secret'] as string | undefined, body: JSON.parse(text) });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":[]}');
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const editing = await startTestSandbox({ siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, revalidateSecret: 'hook-secret' });
    try {
      const node = editing.store.current().nodes.find((n) => n.entity_bundle === 'news')!;
      const oldUrl = node.url;
      const edit = await control(editing, 'POST', '/_sandbox/content', { entity_type: 'node', id: node.id, title: 'Floods recede in Sindh', url: '/news/floods-recede' });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({ paths: [oldUrl, '/news/floods-recede'], tags: [`node:${node.id}`], webhook: { called: true, status: 200 } });
      expect(received).toEqual([{ secret: 'hook-secret', body: { paths: [oldUrl, '/news/floods-recede'], tags: [`node:${node.id}`] } }]);
      const routed = (await api(editing, '/decoupled-router', { query: { path: '/news/floods-recede' } })).body;
      expect(routed).toMatchObject({ statusCode: 200, content: { title: 'Floods recede in Sindh' } });

      const settings = await control(editing, 'POST', '/_sandbox/content', { storefront: 'main', settings: { redirects: [] } });
      expect(settings.body).toMatchObject({ tags: ['settings'] });
      expect((await control(editing, 'POST', '/_sandbox/content', { entity_type: 'node', id: 'nope' })).status).toBe(404);
      expect((await control(editing, 'POST', '/_sandbox/content', { entity_type: 'node' })).status).toBe(400);
    } finally {
      await editing.cleanup();
      site.close();
    }
  });

  it('records what the backend was asked', async () => {
    await control(sandbox, 'DELETE', '/_sandbox/requests');
    await api(sandbox, '/site-settings', { query: { storefront: 'gifts' } });
    const { body } = (await control(sandbox, 'GET', '/_sandbox/requests')) as { body: { requests: { path: string }[] } };
    expect(body.requests.map((r) => r.path)).toEqual(['/site-settings']);
  });
});
