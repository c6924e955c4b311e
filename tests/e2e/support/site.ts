// The two sites the end-to-end tests run against (playwright.config.ts starts one per country:
// `scripts/start.ts` with its own sandbox backend, ports and build directory).

export type Country = 'IE' | 'GB';

export interface SiteInfo {
  country: Country;
  /** Port of `next start`. */
  port: number;
  /** The main site, e.g. http://localhost:3101 (what the browser opens). */
  mainURL: string;
  /** The gifts shop, e.g. http://gifts.localhost:3101 (Chromium resolves *.localhost to loopback). */
  giftsURL: string;
  /** The sandbox backend, e.g. http://127.0.0.1:4101 (control endpoints under /_sandbox/). */
  sandboxURL: string;
  /** The sandbox's control token (header x-sandbox-token). */
  sandboxToken: string;
  /** APP_ENV of this site: IE runs as production, GB as staging. */
  appEnv: 'production' | 'staging';
  /** Currency symbol of the country's money. */
  currency: '€' | '£';
  /** The seed's appeal ids: [emergency appeal, second appeal]. */
  appealIds: readonly [string, string];
  /** Where `next start` logs each request it receives or sends (support/request-log.mjs). */
  requestLog: string;
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sandboxRevolutEnv } from '../../../sandbox/revolut';
import { fakeTurnstileToken, sandboxProviderToken, sandboxTurnstileEnv } from '../../../sandbox/turnstile';

export const SANDBOX_TOKEN = 'e2e-sandbox-token';
/**
 * Two more hosts of the e2e sites that share a parent domain, as a charity's www. and gifts.
 * hosts do (issue 40: one consent answer for both storefronts). `localhost` and
 * `gifts.localhost` share none a cookie can name (Chromium keeps a Domain=localhost cookie to
 * localhost itself), so a spec that needs the shared case resolves these to loopback with
 * Chromium's --host-resolver-rules (SHARED_PARENT_RESOLVER_RULE).
 */
export const SHARED_PARENT = { domain: 'charity.test', main: 'www.charity.test', gifts: 'gifts.charity.test' } as const;
export const SHARED_PARENT_RESOLVER_RULE = `--host-resolver-rules=MAP *.${SHARED_PARENT.domain} 127.0.0.1`;
/** The tag-manager container id the IE site is built with. */
export const E2E_GTM_ID = 'GTM-E2ETEST';
/** The e2e sites' secrets (admin cookie, test payment mode, revalidation webhook). */
export const E2E_SECRETS = { admin: 'e2e-admin-secret-e2e-admin-secret-00', payment: 'e2e-payment-secret-e2e-payment-secret', revalidate: 'e2e-revalidate-secret-e2e-revalidate' } as const;
/**
 * IE (production) takes live card payments through Stripe.js (served by the fixtures' fake, see
 * fake-stripe.js) with this publishable key; it has no PayPal or Revolut Pay keys, so live mode
 * does not offer them there. GB (staging) has no keys: test mode, sandbox providers.
 */
export const E2E_STRIPE_LIVE_KEY = 'pk_live_e2eFakeStripeKey0001';

// E2E_SLOT=n (default 0) moves ports by 10·n and gives each slot its own build and data
// directories, so several checkouts can run the journeys on one machine at once.
const SLOT = Number(process.env.E2E_SLOT || 0);
if (!Number.isInteger(SLOT) || SLOT < 0 || SLOT > 50) throw new Error(`E2E_SLOT must be a whole number 0–50, not ${process.env.E2E_SLOT}`);
const SUFFIX = SLOT ? `-${SLOT}` : '';

const PORTS: Record<Country, { site: number; sandbox: number }> = {
  IE: { site: 3101 + 10 * SLOT, sandbox: 4101 + 10 * SLOT },
  GB: { site: 3102 + 10 * SLOT, sandbox: 4102 + 10 * SLOT },
};

export function siteFor(country: Country): SiteInfo {
  const { site, sandbox } = PORTS[country];
  return {
    country,
    port: site,
    mainURL: `http://localhost:${site}`,
    giftsURL: `http://gifts.localhost:${site}`,
    sandboxURL: `http://127.0.0.1:${sandbox}`,
    sandboxToken: SANDBOX_TOKEN,
    appEnv: country === 'IE' ? 'production' : 'staging',
    currency: country === 'GB' ? '£' : '€',
    appealIds: country === 'GB' ? ['1090', '167'] : ['1175', '1176'],
    requestLog: requestLogFile(country),
  };
}

function requestLogFile(country: Country): string {
  return path.resolve(`.data/e2e-${country.toLowerCase()}${SUFFIX}/site-requests.jsonl`);
}

/** The environment `scripts/start.ts` gets for a country's e2e site. */
export function serverEnv(country: Country): Record<string, string> {
  const { site, sandbox } = PORTS[country];
  const lower = country.toLowerCase();
  return {
    DEFAULT_COUNTRY: country,
    PORT: String(site),
    SANDBOX_PORT: String(sandbox),
    SANDBOX_DATA_DIR: `.data/e2e-${lower}${SUFFIX}/sandbox`,
    // Every request the site receives or sends, for the specs that count them (support/request-log.mjs).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.resolve('tests/support/request-log.mjs')).href}`.trim(),
    SITE_REQUEST_LOG: requestLogFile(country),
    SANDBOX_TOKEN,
    NEXT_DIST_DIR: `.next-e2e-${lower}${SUFFIX}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // Always the embedded sandbox and the default hosts, whatever the caller's shell exports.
    BACKEND_URL: '',
    MAIN_HOSTS: `localhost,127.0.0.1,${SHARED_PARENT.main}`,
    GIFTS_HOSTS: `gifts.localhost,${SHARED_PARENT.gifts}`,
    // IE runs as production and GB as staging, so both modes of the edge rules meet a browser.
    // GB leaves APP_ENV unset, as a plain `npm start` does: its default with the embedded
    // sandbox (staging, test payments with every method) is what the GB journeys pay through.
    APP_ENV: country === 'IE' ? 'production' : '',
    ADMIN_SECRET: E2E_SECRETS.admin,
    PAYMENT_SECRET: E2E_SECRETS.payment,
    REVALIDATE_SECRET: E2E_SECRETS.revalidate,
    // IE loads a tag-manager container (the browser gets a stand-in script, never Google's);
    // GB has none, so events stay in the dataLayer.
    NEXT_PUBLIC_GTM_ID: country === 'IE' ? E2E_GTM_ID : '',
    // As behind a proxy that appends the client's address to X-Forwarded-For: a journey names
    // its donor there, so each journey is its own donor; a hop 127.0.0.1 or ::1 is a proxy of
    // ours and skipped; a request without the header counts by the peer Next writes into it
    // (the security spec's 127.0.0.x). request/client-address.ts.
    CLIENT_ADDRESS_FROM: 'x-forwarded-for',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: country === 'IE' ? E2E_STRIPE_LIVE_KEY : '',
    // Whatever the caller's shell exports: the journeys decide which providers have keys.
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST: '',
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: '',
    NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST: '',
    NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: '',
    NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST: '',
    // Revolut Pay's test mode (no public key: the sandbox provider) makes and settles its orders
    // at the sandbox's stand-in for the Merchant API (sandbox/revolut.ts); live mode has no key.
    REVOLUT_SECRET_KEY: '',
    ...sandboxRevolutEnv(sandbox),
    // The captcha: IE (production, where the seed's captcha_card is on) uses the sandbox's
    // stand-in for Cloudflare Turnstile's widget (sandbox/turnstile.ts); GB (staging) has no
    // site key and sends the sandbox provider's tokens. On both the backend (the sandbox)
    // verifies every token, once (CAPTCHA_VERIFY=backend, CONTRACT §6): the site has no secret.
    ...(country === 'IE' ? sandboxTurnstileEnv(sandbox) : { NEXT_PUBLIC_TURNSTILE_SITE_KEY: '', NEXT_PUBLIC_TURNSTILE_SCRIPT_URL: '', CAPTCHA_VERIFY: 'backend', TURNSTILE_SECRET_KEY: '', TURNSTILE_VERIFY_URL: '' }),
  };
}

/**
 * A fresh captcha token the site's order routes take and the sandbox verifies (once): the
 * stand-in widget's on IE (production), the sandbox provider's on GB (staging).
 */
export function captchaTokenFor(site: SiteInfo, action: 'donation' | 'gift_order'): string {
  return site.appEnv === 'production' ? fakeTurnstileToken(action) : sandboxProviderToken(action);
}
