import { readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, storedConsent } from '../../../features/consent/model';
import { SHARED_PARENT, siteFor, type SiteInfo } from './site';

// The per-project option `site` (set in playwright.config.ts) and helpers built on it:
// - `raw`: request-level checks from Node, never following redirects. Node does not resolve
//   gifts.localhost, so requests go to 127.0.0.1 with the storefront's Host header.
// - `sandbox`: the sandbox backend's control endpoints (faults, request log, reset).

export interface SiteOptions {
  site: SiteInfo;
}

export interface ConsentOptions {
  /**
   * The cookie-dialog answer every page of the test starts with, as if given a moment ago:
   * 'rejected' (the default: the dialog stays closed, nothing is measured, embeds wait for
   * their own consent) or null for a first visit (tests of the dialog itself).
   */
  storedConsent: 'rejected' | 'accepted' | null;
}

export type Storefront = 'main' | 'gifts';

export interface RawClient {
  /** GET a path of a storefront without following redirects. */
  get(storefront: Storefront, path: string): Promise<APIResponse>;
  /** GET a path with an arbitrary Host header (for the unknown-host check). */
  getWithHost(host: string, path: string): Promise<APIResponse>;
}

export interface SandboxFault {
  path: string;
  latencyMs?: number;
  status?: number;
  message?: string;
  drop?: boolean;
  malformed?: boolean;
  times?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  time: string;
}

export interface SandboxClient {
  setFault(fault: SandboxFault): Promise<void>;
  clearFaults(): Promise<void>;
  requests(): Promise<RecordedRequest[]>;
  clearRequests(): Promise<void>;
  /** An editor's change (POST /_sandbox/content); the sandbox then calls the site's webhook. */
  edit(body: Record<string, unknown>): Promise<SandboxEdit>;
  /** The router's entity for a path (GET /decoupled-router). */
  entity(path: string): Promise<SandboxEntity>;
  /** A storefront's settings as the backend has them now (GET /site-settings). */
  settings(storefront: Storefront): Promise<{ redirects: { from: string; to: string; status: number }[] } & Record<string, unknown>>;
}

export interface SandboxEntity {
  id: string;
  title: string;
  entity_type: string;
  fields: Record<string, unknown>;
}

export interface SandboxEdit {
  paths: string[];
  tags: string[];
  webhook: { called: boolean; status?: number; body?: string; reason?: string };
}

export function hostOf(site: SiteInfo, storefront: Storefront): string {
  return storefront === 'gifts' ? `gifts.localhost:${site.port}` : `localhost:${site.port}`;
}

function rawClient(request: APIRequestContext, site: SiteInfo): RawClient {
  const getWithHost = (host: string, path: string) =>
    request.get(`http://127.0.0.1:${site.port}${path}`, { headers: { host }, maxRedirects: 0, failOnStatusCode: false });
  return {
    get: (storefront, path) => getWithHost(hostOf(site, storefront), path),
    getWithHost,
  };
}

function sandboxClient(request: APIRequestContext, site: SiteInfo): SandboxClient {
  const headers = { 'x-sandbox-token': site.sandboxToken };
  const url = (endpoint: string) => `${site.sandboxURL}${endpoint}`;
  const ok = async (response: APIResponse, what: string) => {
    if (!response.ok()) throw new Error(`sandbox ${what}: ${response.status()} ${await response.text()}`);
    return response;
  };
  return {
    async setFault(fault) {
      await ok(await request.post(url('/_sandbox/faults'), { headers, data: fault }), 'set fault');
    },
    async clearFaults() {
      await ok(await request.delete(url('/_sandbox/faults'), { headers }), 'clear faults');
    },
    async requests() {
      const response = await ok(await request.get(url('/_sandbox/requests'), { headers }), 'request log');
      return ((await response.json()) as { requests: RecordedRequest[] }).requests;
    },
    async clearRequests() {
      await ok(await request.delete(url('/_sandbox/requests'), { headers }), 'clear request log');
    },
    async edit(body) {
      return (await (await ok(await request.post(url('/_sandbox/content'), { headers, data: body }), 'edit')).json()) as SandboxEdit;
    },
    async entity(path) {
      const response = await ok(await request.get(url(`/decoupled-router?_format=json_recursive&language=en&consumerId=e2e&path=${encodeURIComponent(path)}`)), 'route');
      return ((await response.json()) as { content: SandboxEntity }).content;
    },
    async settings(storefront) {
      const response = await ok(await request.get(url(`/site-settings?consumerId=e2e&storefront=${storefront}`)), 'settings');
      return (await response.json()) as Awaited<ReturnType<SandboxClient['settings']>>;
    },
  };
}

/** Hosts the tests may reach; anything else (YouTube, Vimeo, fonts…) is aborted: no internet here. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', 'gifts.localhost', SHARED_PARENT.main, SHARED_PARENT.gifts]);

/** Stripe.js as the journeys get it: a local stand-in (./fake-stripe.js) at Stripe's own address. */
export const FAKE_STRIPE_JS = readFileSync(new URL('./fake-stripe.js', import.meta.url), 'utf8');
export const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;

export const test = base.extend<{ raw: RawClient; sandbox: SandboxClient; noInternet: void; seedConsent: void; cspQuiet: void } & ConsentOptions, SiteOptions>({
  storedConsent: ['rejected', { option: true }],
  // Written before any page script runs, once per origin (an answer the test gives stays).
  seedConsent: [
    async ({ context, storedConsent: answer }, provide) => {
      if (answer) {
        const yes = answer === 'accepted';
        const value = storedConsent({ choice: { statistics: yes, marketing: yes, decidedAt: new Date().toISOString() }, embeds: {} });
        await context.addInitScript(
          ({ key, value }) => {
            try {
              if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
            } catch {
              /* opaque origins (about:blank) have no storage */
            }
          },
          { key: CONSENT_STORAGE_KEY, value },
        );
      }
      await provide();
    },
    { auto: true },
  ],
  // Overridden per project in playwright.config.ts.
  site: [
    siteFor('IE'),
    { option: true, scope: 'worker' },
  ],
  raw: async ({ request, site }, provide) => {
    await provide(rawClient(request, site));
  },
  sandbox: async ({ request, site }, provide) => {
    await provide(sandboxClient(request, site));
  },
  noInternet: [
    async ({ context }, provide) => {
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname),
        (route) => route.abort('internetdisconnected'),
      );
      // Registered last, so it wins over the abort above for Stripe.js's address only.
      await context.route(STRIPE_JS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_STRIPE_JS }));
      await provide();
    },
    { auto: true },
  ],
  // No journey may meet a content-security-policy violation, enforced or report-only (what
  // /api/csp-report would log): the policy allows exactly what the pages load.
  cspQuiet: [
    async ({ page }, provide, testInfo) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await provide();
      if (testInfo.status === testInfo.expectedStatus) expect(violations, 'CSP violations during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

/** The response redirects with `status` to `path` on the storefront's own origin. */
export function expectRedirect(response: APIResponse, site: SiteInfo, storefront: Storefront, status: number, path: string): void {
  const origin = `http://${hostOf(site, storefront)}`;
  const location = response.headers()['location'];
  expect(response.status(), `status of ${response.url()}`).toBe(status);
  expect(location, `Location of ${response.url()}`).toBeTruthy();
  expect(new URL(location!, origin).href, `Location of ${response.url()}`).toBe(new URL(path, origin).href);
}

/** The orders the sandbox kept, newest first (GET /_sandbox/orders), each spec reading the fields it checks. */
export async function storedOrders<T>(request: APIRequestContext, site: SiteInfo): Promise<T[]> {
  const response = await request.get(`${site.sandboxURL}/_sandbox/orders`, { headers: { 'x-sandbox-token': site.sandboxToken } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: T[] }).orders;
}

/**
 * Makes the page's requests another donor's: a random 10.x.x.x as the hop the e2e site's
 * trusted proxy (127.0.0.1) appended to X-Forwarded-For (tests/e2e/support/site.ts), so the
 * burst limits (8 orders a minute per client) count this test's journey on its own and never
 * the attempts of the tests before it.
 */
export async function asOwnDonor(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

export { expect };
