import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWallet, type ReadyWallet, type WalletPaymentEvent, type WalletRequest } from '@/features/checkout/wallet';
import type { DonationChooserProps } from './types';
import { MemoryStorage } from '@/tests/support/memory-storage';

// The two-tap gift's tap (issue 48): the sheet opens in the tap's own task, the wallet's payer
// becomes SPEC §3's profile with preferences not asked and the 5% fee, the order goes to the
// donation route under an Idempotency-Key, and the sheet says 'success' only after the 201.

const { walletHandle } = await loadWallet();


beforeAll(() => {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage(), window: { location: { search: '' } } });
});

const chooser: DonationChooserProps = {
  country: 'IE',
  currency: 'EUR',
  presets: { single: [{ amount: 50, amount_to: null, text: '', image: null }], monthly: [{ amount: 10, amount_to: null, text: '', image: null }] },
  kind: 'single',
  minAmount: 5,
  appealId: '1175',
  base: '/appeal/gaza-emergency',
  pagePath: '/appeal/gaza-emergency',
  appealTitle: 'Gaza emergency',
};

function fakeSheet() {
  const log: string[] = [];
  let onMethod: ((event: WalletPaymentEvent) => void) | null = null;
  const request: WalletRequest = {
    canMakePayment: async () => ({ googlePay: true }),
    update: ({ total }) => void log.push(`update ${total.amount}`),
    show: () => void log.push('show'),
    on: (type: string, handler: unknown) => void (type === 'paymentmethod' && (onMethod = handler as (event: WalletPaymentEvent) => void)),
    off: () => undefined,
  };
  const ready: ReadyWallet = { wallet: 'google_pay', sandbox: true, prepared: { state: 'ready', request }, nextAction: async () => ({ ok: false, message: 'no' }) };
  const answer = (event: Partial<WalletPaymentEvent>) => onMethod!({ paymentMethod: { id: 'pm_card_visa' }, complete: (r) => void log.push(`complete ${r}`), ...event });
  return { log, ready, answer };
}

const PAYER = {
  paymentMethod: { id: 'pm_card_visa', billing_details: { address: { line1: '12 Main Street', line2: null, city: 'Dublin', state: null, postal_code: 'D02 X285', country: 'IE' } } },
  payerName: 'Aoife  Byrne',
  payerEmail: 'aoife@example.ie',
};

describe('the two-tap gift', () => {
  const fetchMock = vi.fn();
  beforeEach(async () => {
    const { useDonationForm } = await import('../store');
    useDonationForm.getState().reset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the sheet inside the tap, sends the wallet payer as the profile, and closes the sheet with success after the 201', async () => {
    const { payWithWallet } = await import('./wallet-engine');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null })));
    const { log, ready, answer } = fakeSheet();
    const navigate = vi.fn();
    const settled = new Promise<string | null>((resolve) =>
      payWithWallet({ chooser, amount: 5000, formula: '5%', giftAid: false, flags: { captchaCard: true, captchaWallet: false }, mode: 'test', navigate, settled: resolve }, ready, walletHandle),
    );
    // The sheet is open before the tap's task ends: nothing awaited before show().
    expect(log).toEqual(['update 5250', 'show']);
    answer(PAYER);
    expect(await settled).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/appeal/gaza-emergency/checkout/thank-you?orderID=1042');
    expect(log.at(-1)).toBe('complete success');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/donation/order');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(init.body as string);
    expect(body.order).toMatchObject({ field_appeal: '1175', field_fundraising_costs: 2.5, field_fundraising_formula: '5%', field_giftaid: false, field_internal_tags: ['website', 'donation_form', 'payment_google_pay', 'test_mode'] });
    expect(body.profile).toMatchObject({ field_contact_email: 'not_asked', field_contact_post: 'not_asked', address: { given_name: 'Aoife', family_name: 'Byrne', address_line1: '12 Main Street', locality: 'Dublin', postal_code: 'D02 X285', country_code: 'IE' } });
    expect(body.user).toEqual({ mail: 'aoife@example.ie' });
    expect(body.captchaToken).toBeNull();
  });

  it('a declined gift closes the sheet with fail and hands back the backend’s message', async () => {
    const { payWithWallet } = await import('./wallet-engine');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'Your card was declined.' })));
    const { log, ready, answer } = fakeSheet();
    const navigate = vi.fn();
    const settled = new Promise<string | null>((resolve) => payWithWallet({ chooser, amount: 5000, formula: 'without_fee', giftAid: false, flags: { captchaCard: false, captchaWallet: false }, mode: 'test', navigate, settled: resolve }, ready, walletHandle));
    answer(PAYER);
    expect(await settled).toBe('Your card was declined.');
    expect(log).toEqual(['update 5000', 'show', 'complete fail']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a wallet that shares no billing address sends nothing and says so, the sheet closed with fail', async () => {
    const { payWithWallet, WALLET_DETAILS_MISSING } = await import('./wallet-engine');
    const { log, ready, answer } = fakeSheet();
    const settled = new Promise<string | null>((resolve) => payWithWallet({ chooser, amount: 5000, formula: '5%', giftAid: false, flags: { captchaCard: false, captchaWallet: false }, mode: 'test', navigate: vi.fn(), settled: resolve }, ready, walletHandle));
    answer({ payerName: 'Aoife Byrne', payerEmail: 'aoife@example.ie' });
    expect(await settled).toBe(WALLET_DETAILS_MISSING);
    expect(log.at(-1)).toBe('complete fail');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
