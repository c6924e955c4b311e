import { afterEach, describe, expect, it, vi } from 'vitest';
import { signModeToken } from '@/edge/mode-token';
import { PAYMENT_TOKEN_KEY, storedPaymentToken } from './modes';

// The browser's reading of the test-mode token (issue 31): a token while it lasts; the payment
// secret of before, or anything else, counts for nothing.

function storage(entries: Record<string, string>) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => entries[key] ?? null });
}

afterEach(() => vi.unstubAllGlobals());

describe('storedPaymentToken', () => {
  it('is the stored token while it has not expired', async () => {
    const now = Date.now();
    const token = await signModeToken('test', 'x'.repeat(32), 3600, now);
    storage({ [PAYMENT_TOKEN_KEY]: token });
    expect(storedPaymentToken(now)).toBe(token);
    expect(storedPaymentToken(now + 3601 * 1000)).toBeNull();
  });

  it('ignores a stored secret, an admin token and storage that throws', async () => {
    storage({ [PAYMENT_TOKEN_KEY]: 'the-payment-secret-itself-xxxxxxxxxxxx', cw_payment_secret: 'the-payment-secret' });
    expect(storedPaymentToken()).toBeNull();
    storage({ [PAYMENT_TOKEN_KEY]: await signModeToken('admin', 'x'.repeat(32), 3600) });
    expect(storedPaymentToken()).toBeNull();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(storedPaymentToken()).toBeNull();
  });
});
