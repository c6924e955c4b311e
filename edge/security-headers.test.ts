import { describe, expect, it } from 'vitest';
import { checkoutPolicy, staticPagePolicy, TAG_MANAGER_SCRIPT_ORIGIN } from './security-headers';

// The tag manager under the IE policies: by nonce on the checkout (never 'unsafe-inline'),
// listed on the report-only policy of static pages so it is not reported there.

function directive(policy: string, name: string): string {
  return policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('tag manager in the content security policy', () => {
  it('runs on the checkout by nonce and strict-dynamic, with no unsafe-inline', () => {
    const script = directive(checkoutPolicy('n0nce'), 'script-src');
    expect(script).toContain("'nonce-n0nce'");
    expect(script).toContain("'strict-dynamic'");
    expect(script).toContain(TAG_MANAGER_SCRIPT_ORIGIN);
    expect(script).not.toContain("'unsafe-inline'");
  });

  it('may send its measurements, on the checkout and on static pages', () => {
    for (const policy of [checkoutPolicy('n'), staticPagePolicy()]) {
      const connect = directive(policy, 'connect-src');
      expect(connect).toContain('https://*.google-analytics.com');
      expect(connect).toContain('https://*.googletagmanager.com');
    }
  });

  it('is listed for scripts on static pages', () => {
    expect(directive(staticPagePolicy(), 'script-src')).toContain(TAG_MANAGER_SCRIPT_ORIGIN);
  });
});
