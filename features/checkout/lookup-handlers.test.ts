import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink, type LogLevel } from '@/request/log';
import { setFault, startTestSandbox, control } from '@/tests/support/sandbox';
import { addressProviderFor, contractAddressProvider } from './address-provider';
import { signAddressChoice } from './address-choice';
import { ADDRESS_CHOICE_EXPIRED, ADDRESS_GONE, ADDRESS_UNAVAILABLE, handleAddressLookup, handleBankValidation } from './lookup-handlers';
import { MODULUS_MESSAGE } from './offline-bank-check';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';

// The look-up routes against the sandbox over HTTP (issue 31): the contract's look-up, the
// Loqate adapter against the sandbox's stand-in of Loqate's API, and the offline bank check
// when the look-up service answers 503, drops the connection or is missing. Issue 37: Loqate's
// billed Retrieve only for an id signed by this visitor's own Find.

/** The key the sandbox's Loqate stand-in accepts (sandbox/loqate.ts). */
const LOQATE_FAKE_KEY = 'SB11-LOQ4-TE22-FAKE';
const LOQATE_RETRIEVE_PATH = '/loqate/Capture/Interactive/Retrieve/v1.20/json3.ws';

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const saved = { ...process.env };
let logged: { level: LogLevel; event: string; data: Record<string, unknown> }[] = [];
let restoreLog: () => void;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  restoreLog = setLogSink((level, event, data) => logged.push({ level, event, data }));
});
afterAll(async () => {
  restoreLog();
  await sandbox.cleanup();
});
afterEach(async () => {
  jar = '';
  process.env = { ...saved };
  resetConfigForTests();
  logged = [];
  await control(sandbox, 'DELETE', '/_sandbox/faults');
});

function site(country: 'IE' | 'GB', extra: Record<string, string> = {}) {
  process.env = { ...saved, BACKEND_URL: sandbox.url, DEFAULT_COUNTRY: country, APP_ENV: 'staging', ...extra };
  resetConfigForTests();
}

const limiter = () => new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });

function get(path: string, cookie?: string) {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  fromPeer(request.headers, '203.0.113.7');
  return request;
}

async function bank(query: string) {
  const response = await handleBankValidation(get(`/api/checkout/bank?${query}`), { limiter: limiter() });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The browser's cookie for the address route, as the last Find set it. */
let jar = '';

async function address(query: string, options: { cookie?: string } = {}) {
  const response = await handleAddressLookup(get(`/api/checkout/address?${query}`, options.cookie ?? (jar || undefined)), { limiter: limiter() });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) jar = setCookie.split(';')[0]!;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function retrieveCalls(): Promise<number> {
  const { body } = await control(sandbox, 'GET', '/_sandbox/requests');
  return (body as { requests: { path: string }[] }).requests.filter((r) => r.path === LOQATE_RETRIEVE_PATH).length;
}

describe('bank route: the look-up service first, the offline check when it is down', () => {
  it('answers with the service while it is up', async () => {
    site('GB');
    expect(await bank('sort_code=20-00-00&account_number=10000003')).toEqual({ status: 200, body: { valid: true, bank_name: 'Barclays Bank', message: null, checked: 'service' } });
    site('IE');
    expect((await bank('iban=IE29AIBK93115212345678')).body).toMatchObject({ valid: true, bank_name: 'AIB', checked: 'service' });
  });

  for (const fault of [{ status: 503 }, { status: 500, message: 'upstream exploded' }, { drop: true }, { status: 404, message: 'No endpoint /bank/validate' }, { malformed: true }]) {
    it(`checks offline when the service ${JSON.stringify(fault)}: a good account passes, a bad one is refused`, async () => {
      site('GB');
      await setFault(sandbox, { path: '/bank/validate', ...fault });
      expect(await bank('sort_code=200000&account_number=41000455')).toEqual({ status: 200, body: { valid: true, bank_name: null, message: null, checked: 'offline' } });
      expect(await bank('sort_code=200000&account_number=41000001')).toEqual({ status: 200, body: { valid: false, bank_name: null, message: MODULUS_MESSAGE, checked: 'offline' } });
      site('IE');
      expect(await bank('iban=IE29%20AIBK%209311%205212%203456%2078')).toEqual({ status: 200, body: { valid: true, bank_name: null, message: null, checked: 'offline' } });
      expect(logged.filter((l) => l.event === 'bank_lookup_unavailable').map((l) => l.level)).toEqual(['warn', 'warn', 'warn']);
    });
  }

  it('never asks the service about a malformed account', async () => {
    site('IE');
    await control(sandbox, 'DELETE', '/_sandbox/requests');
    expect((await bank('iban=IE29AIBK93115212345679')).body).toMatchObject({ valid: false, checked: 'site' });
    const { body } = await control(sandbox, 'GET', '/_sandbox/requests');
    expect((body as { requests: { path: string }[] }).requests.filter((r) => r.path === '/bank/validate')).toEqual([]);
  });
});

describe('address route', () => {
  it('uses the contract’s look-up by default and answers whole addresses', async () => {
    site('GB');
    expect(addressProviderFor({ ADDRESS_PROVIDER: 'contract', ADDRESS_PROVIDER_KEY: undefined, ADDRESS_PROVIDER_URL: undefined })).toBe(contractAddressProvider);
    const { status, body } = await address('postcode=SW1A%201AA');
    expect(status).toBe(200);
    expect((body.items as unknown[]).length).toBe(5);
    expect((body.items as Record<string, unknown>[])[0]).toMatchObject({ postal_code: 'SW1A 1AA', address_line1: expect.any(String), locality: expect.any(String) });
  });

  it('tells the donor to type the address when the look-up is down', async () => {
    site('IE');
    await setFault(sandbox, { path: '/address/find', status: 503 });
    expect(await address('postcode=D02X285')).toEqual({ status: 502, body: { message: ADDRESS_UNAVAILABLE } });
    expect(logged.map((l) => l.event)).toContain('address_lookup_failed');
  });

  it('selects Loqate by configuration: GB postcodes open their container, then the chosen address is retrieved', async () => {
    site('GB', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY, ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    const found = await address('postcode=sw1a1aa');
    expect(found.status).toBe(200);
    const items = found.body.items as { id: string; label: string }[];
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({ id: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}\.GB-SW1A1AA-0$/), label: expect.stringMatching(/, .+, SW1A 1AA$/) });
    const chosen = await address(`id=${encodeURIComponent(items[0]!.id)}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.item).toMatchObject({ id: items[0]!.id, address_line2: null, postal_code: 'SW1A 1AA', administrative_area: expect.any(String) });
    expect((chosen.body.item as { address_line1: string }).address_line1).toBe(items[0]!.label.split(',')[0]);
    // An id Loqate does not know, signed as Find would sign it: Loqate's 'Id Invalid' is a 404.
    const session = jar.split('=')[1]!;
    expect(await address(`id=${encodeURIComponent(await signAddressChoice('GB-NOPE-9', session, LOQATE_FAKE_KEY))}`)).toEqual({ status: 404, body: { message: ADDRESS_GONE } });
  });

  it('finds Irish addresses by Eircode through Loqate', async () => {
    site('IE', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY, ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    const items = (await address('postcode=D02%20X285')).body.items as { id: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect((await address(`id=${encodeURIComponent(items[0]!.id)}`)).body.item).toMatchObject({ postal_code: 'D02 X285' });
  });

  // Issue 37: Retrieve is the call Loqate bills.
  it('sets a short-lived HttpOnly look-up session at Find, and keeps it across Finds', async () => {
    site('GB', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY, ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    const response = await handleAddressLookup(get('/api/checkout/address?postcode=SW1A1AA'), { limiter: limiter() });
    expect(response.headers.get('set-cookie')).toMatch(/^address_lookup=[A-Za-z0-9_-]{22}; Max-Age=1800; Path=\/api\/checkout\/address; HttpOnly; SameSite=Strict$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await address('postcode=SW1A1AA');
    const first = jar;
    await address('postcode=SW1A1AA');
    expect(jar).toBe(first);
    // Behind TLS the cookie is Secure.
    const secure = new Request('https://localhost/api/checkout/address?postcode=SW1A1AA');
    fromPeer(secure.headers, '203.0.113.7');
    expect((await handleAddressLookup(secure, { limiter: limiter() })).headers.get('set-cookie')).toMatch(/; Secure$/);
    // The contract's look-up answers whole addresses: nothing to sign, no cookie.
    site('GB');
    expect((await handleAddressLookup(get('/api/checkout/address?postcode=SW1A1AA'), { limiter: limiter() })).headers.get('set-cookie')).toBeNull();
  });

  it('refuses a Retrieve whose id this session’s Find did not sign, without calling Loqate', async () => {
    site('GB', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY, ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    await control(sandbox, 'DELETE', '/_sandbox/requests');
    const refused = { status: 403, body: { message: ADDRESS_CHOICE_EXPIRED } };
    // No Find at all: a bare Loqate id.
    expect(await address('id=GB-SW1A1AA-0')).toEqual(refused);
    const items = (await address('postcode=SW1A1AA')).body.items as { id: string }[];
    const signed = encodeURIComponent(items[0]!.id);
    const mine = jar;
    // The signed id without the session's cookie, or with another visitor's.
    expect(await address(`id=${signed}`, { cookie: 'other=1' })).toEqual(refused);
    jar = '';
    await address('postcode=SW1A1AA');
    expect(jar).not.toBe(mine);
    expect(await address(`id=${signed}`)).toEqual(refused);
    // A bare id with the session's cookie, and a signed id altered to another address.
    expect(await address('id=GB-SW1A1AA-0', { cookie: mine })).toEqual(refused);
    expect(await address(`id=${encodeURIComponent(items[0]!.id.replace(/-0$/, '-1'))}`, { cookie: mine })).toEqual(refused);
    // An id signed more than a quarter of an hour ago.
    const old = await signAddressChoice('GB-SW1A1AA-0', mine.split('=')[1]!, LOQATE_FAKE_KEY, Date.now() - 16 * 60_000);
    expect(await address(`id=${encodeURIComponent(old)}`, { cookie: mine })).toEqual(refused);
    expect(await retrieveCalls()).toBe(0);
    expect(logged.filter((l) => l.event === 'address_retrieve_refused').map((l) => l.data.reason)).toEqual(['unsigned', 'no-session', 'invalid', 'unsigned', 'invalid', 'expired']);
    // The right session: one Retrieve.
    expect((await address(`id=${signed}`, { cookie: mine })).status).toBe(200);
    expect(await retrieveCalls()).toBe(1);
  });

  it('treats Loqate’s error item (a wrong key), an HTTP failure or a dropped connection as a look-up failure', async () => {
    site('GB', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: 'WRONG-KEY', ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    expect(await address('postcode=SW1A1AA')).toEqual({ status: 502, body: { message: ADDRESS_UNAVAILABLE } });
    site('GB', { ADDRESS_PROVIDER: 'loqate', ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY, ADDRESS_PROVIDER_URL: `${sandbox.url}/loqate` });
    const items = (await address('postcode=SW1A1AA')).body.items as { id: string }[];
    await setFault(sandbox, { path: '/loqate/Capture/Interactive/Find/v1.10/json3.ws', status: 500 });
    expect((await address('postcode=SW1A1AA')).status).toBe(502);
    await setFault(sandbox, { path: '/loqate/Capture/Interactive/Retrieve/v1.20/json3.ws', drop: true });
    expect((await address(`id=${encodeURIComponent(items[0]!.id)}`)).status).toBe(502);
    const failures = logged.filter((l) => l.event === 'address_lookup_failed');
    expect(failures.map((l) => [l.data.provider, l.data.step])).toEqual([['loqate', 'find'], ['loqate', 'find'], ['loqate', 'retrieve']]);
    // The key travels in Loqate's query string: it never reaches a log line.
    expect(JSON.stringify(logged)).not.toContain(LOQATE_FAKE_KEY);
    expect(JSON.stringify(logged)).not.toContain('WRONG-KEY');
  });

  it('refuses a Loqate configuration without a key at start', async () => {
    const { parseConfig } = await import('@/edge/config');
    expect(() => parseConfig({ ADDRESS_PROVIDER: 'loqate' })).toThrow(/ADDRESS_PROVIDER_KEY/);
    expect(() => parseConfig({ ADDRESS_PROVIDER: 'postcodes.io' })).toThrow(/ADDRESS_PROVIDER/);
  });
});

describe('the look-ups past their burst limit', () => {
  it('answer 429 with Retry-After, as every limited route does, without asking the service', async () => {
    site('IE');
    const shared = new MemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    await control(sandbox, 'DELETE', '/_sandbox/requests');
    expect((await handleAddressLookup(get('/api/checkout/address?postcode=D02X285'), { limiter: shared })).status).toBe(200);
    expect((await handleBankValidation(get('/api/checkout/bank?iban=IE29AIBK93115212345678'), { limiter: shared })).status).toBe(200);
    for (const refused of [
      await handleAddressLookup(get('/api/checkout/address?postcode=D02X285'), { limiter: shared }),
      await handleBankValidation(get('/api/checkout/bank?iban=IE29AIBK93115212345678'), { limiter: shared }),
    ]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    const { body } = (await control(sandbox, 'GET', '/_sandbox/requests')) as { body: { requests: { path: string }[] } };
    expect(body.requests.map((r) => r.path)).toEqual(['/address/find', '/bank/validate']);
  });
});
