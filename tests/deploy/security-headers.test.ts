import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@/edge/backend/client';
import { captchaOrigin, checkoutPolicy, CONSENT_SCRIPT_HASH, DOCUMENT_HEADERS, DOCUMENT_SOURCE, SECURITY_HEADERS, securityHeaderRules, staticPagePolicy } from '@/edge/security-headers';

const vercel = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[]; functions: Record<string, unknown> };

describe('security headers', () => {
  it('sends HSTS for a year with subdomains (SPEC §9) on every path', () => {
    for (const country of ['IE', 'GB'] as const) {
      const [rule] = securityHeaderRules(country);
      expect(rule!.source).toBe('/:path*');
      expect(rule!.headers).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' });
    }
  });

  it('reports the content security policy for IE only', () => {
    const ie = securityHeaderRules('IE')[1]!.headers;
    expect(ie).toContainEqual({ key: 'Content-Security-Policy-Report-Only', value: staticPagePolicy() });
    expect(ie).toContainEqual({ key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' });
    expect(securityHeaderRules('GB').flatMap((rule) => rule.headers.map((h) => h.key))).not.toContain('Content-Security-Policy-Report-Only');
  });

  it('sends the document headers with every path but the build’s static files', () => {
    const [all, documents] = securityHeaderRules('IE');
    expect(all!.headers.map((h) => h.key)).toEqual(['Strict-Transport-Security', 'X-Content-Type-Options']);
    expect(documents!.source).toBe(DOCUMENT_SOURCE);
    for (const header of DOCUMENT_HEADERS) expect(documents!.headers).toContainEqual(header);
    // Next matches `source` with path-to-regexp: the same pattern as a regular expression.
    const pattern = new RegExp(`^${DOCUMENT_SOURCE.replace('/:path(', '/(')}$`);
    for (const path of ['/', '/news/floods', '/donate/single/checkout/IE/details', '/api/donation/order', '/_next/image', '/build.txt']) expect(pattern.test(path), path).toBe(true);
    for (const path of ['/_next/static/chunks/0abc.js', '/_next/static/media/font.woff2']) expect(pattern.test(path), path).toBe(false);
  });

  it('gives the checkout a nonce policy that allows nothing inline without it', () => {
    const policy = checkoutPolicy('abc');
    expect(policy).toMatch(/script-src 'self' 'nonce-abc' 'strict-dynamic'/);
    expect(policy).not.toContain('unsafe-inline\' https://js');
    expect(policy).not.toContain('unsafe-eval');
    expect(checkoutPolicy('abc', true)).toContain("'unsafe-eval'");
    expect(policy).toContain('report-uri /api/csp-report');
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('lets the checkout reach exactly the payment providers’ and the captcha’s origins', () => {
    const directives = Object.fromEntries(
      checkoutPolicy('abc')
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    ) as Record<string, string[]>;
    const stripe = ['https://js.stripe.com'];
    const paypal = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
    const revolut = ['https://merchant.revolut.com', 'https://sandbox-merchant.revolut.com'];
    const tagManager = 'https://www.googletagmanager.com';
    const captcha = 'https://challenges.cloudflare.com';
    // The wallet's browser check fetches Google Pay's payment-method manifest (an amount step can run under this policy).
    const googlePay = ['https://google.com/pay', 'https://pay.google.com'];
    const measurements = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", CONSENT_SCRIPT_HASH, ...stripe, ...paypal, ...revolut, captcha, tagManager]);
    expect(directives['frame-src']).toEqual([...stripe, 'https://hooks.stripe.com', ...paypal, ...revolut, captcha]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com', ...paypal, ...revolut, ...googlePay, 'https://*.sentry.io', ...measurements]);
    // No scheme-wide source and no wildcard host where scripts, frames or calls go (error reports and the tag manager's measurements excepted).
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(directives[directive]!.filter((source) => source === 'https:' || (source.includes('*') && source !== 'https://*.sentry.io' && !measurements.includes(source))), directive).toEqual([]);
    }
  });

  it('lets the captcha’s script load where the steps are reached from a static page, from Cloudflare or the configured stand-in', () => {
    expect(staticPagePolicy()).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(captchaOrigin(undefined)).toBe('https://challenges.cloudflare.com');
    expect(captchaOrigin('http://127.0.0.1:4101/turnstile/v0/api.js')).toBe('http://127.0.0.1:4101');
    expect(captchaOrigin('not a url')).toBe('https://challenges.cloudflare.com');
  });

  it('vercel.json sends the same hardening headers as next.config.ts, and names functions that exist', () => {
    const all = vercel.headers.find((h) => h.source === '/(.*)')!;
    expect(all.headers).toEqual([...SECURITY_HEADERS]);
    for (const file of Object.keys(vercel.functions)) expect(() => readFileSync(new URL(`../../${file}`, import.meta.url))).not.toThrow();
  });

  it('vercel.json lets the order routes outlive the backend’s own time-out', () => {
    // The route reads the catalogue or the router first, then waits up to the backend's 59 s
    // for order create: a function cut off before that loses the answer to a charged order.
    for (const route of ['app/api/donation/order/route.ts', 'app/api/gifts/order/route.ts']) {
      const { maxDuration } = vercel.functions[route] as { maxDuration: number };
      expect(maxDuration * 1000).toBeGreaterThan(DEFAULT_TIMEOUT_MS + 10_000);
    }
  });
});
