import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateRemotely } from './DirectDebitFields';

// The direct-debit fields and the site's bank route (issue 31): only a verdict stops the donor;
// a route that cannot answer lets them go on (the backend judges the account at order).

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bank route as the direct-debit fields read it', () => {
  it('passes on a verdict, valid or not, with its message', async () => {
    answer(200, { valid: true, bank_name: 'AIB', message: null, checked: 'service' });
    expect(await validateRemotely('/api/checkout/bank', { iban: 'IE29AIBK93115212345678' })).toEqual({ valid: true, bank_name: 'AIB', message: null });
    answer(200, { valid: false, bank_name: null, message: 'The account number is not valid for this sort code. Please check both.', checked: 'offline' });
    expect(await validateRemotely('/api/checkout/bank', {})).toEqual({ valid: false, bank_name: null, message: 'The account number is not valid for this sort code. Please check both.' });
  });

  it('gives no verdict (the donor goes on) when the route is unreachable, fails or answers nonsense', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await validateRemotely('/api/checkout/bank', {})).toBeNull();
    answer(502, { message: 'We could not check your bank details just now. Please try again.' });
    expect(await validateRemotely('/api/checkout/bank', {})).toBeNull();
    answer(503, '<html>Service Unavailable</html>');
    expect(await validateRemotely('/api/checkout/bank', {})).toBeNull();
    answer(200, { message: 'odd' });
    expect(await validateRemotely('/api/checkout/bank', {})).toBeNull();
  });

  it('stops the donor only at the site’s own burst limit, with its message', async () => {
    answer(429, { message: 'Too many attempts in a short time. Please wait a minute and try again.' });
    await expect(validateRemotely('/api/checkout/bank', {})).rejects.toThrow('Too many attempts in a short time. Please wait a minute and try again.');
  });
});
