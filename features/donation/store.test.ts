import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/tests/support/memory-storage';

// The zustand store over the model: persisted in the tab's session; restoring never brings back
// the lock, the order id, payment flags or errors (SPEC §4).


beforeEach(() => {
  vi.resetModules();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

describe('donation form store', () => {
  it('keeps the gift in sessionStorage but restores no personal data, lock, order id or payment flags', async () => {
    const { useDonationForm, STORAGE_KEY } = await import('./store');
    const store = useDonationForm.getState();
    store.chooseGift({ kind: 'single', amount: 2500, appealId: '1175', base: '/appeal/x', amountUrl: '/appeal/x/single?type=single' });
    store.completeStep('details', { first_name: 'Aoife', email: 'a@b.ie' });
    store.submitStarted();
    store.submitAnswered({ statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    expect(useDonationForm.getState()).toMatchObject({ isLocked: true, orderID: '1042', paymentCompleted: true });

    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(stored.state).not.toHaveProperty('isLocked');
    expect(stored.state).not.toHaveProperty('orderID');
    expect(stored.state).not.toHaveProperty('paymentCompleted');
    // Even a tampered session cannot bring them back.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, state: { ...stored.state, isLocked: true, orderID: '9', paymentCompleted: true, formErrorMessage: { message: 'x' } } }));

    vi.resetModules();
    const fresh = await import('./store');
    await fresh.hydrateDonationForm();
    expect(fresh.useDonationForm.getState()).toMatchObject({
      isLocked: false,
      orderID: null,
      paymentCompleted: false,
      formErrorMessage: null,
      completed: ['amount'],
      values: { first_name: '', email: '', amount: 2500, totalAmount: 2625 },
    });
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toContain('Aoife');
  });
  it('a reload keeps the dsn of the link the donor came by (issue 46)', async () => {
    const { useDonationForm } = await import('./store');
    useDonationForm.getState().chooseGift({ kind: 'single', amount: 2500, appealId: '1175', base: '/appeal/x', amountUrl: '/appeal/x/single?type=single', dsn: 'DSN-4711' });
    vi.resetModules();
    const fresh = await import('./store');
    await fresh.hydrateDonationForm();
    expect(fresh.useDonationForm.getState().values).toMatchObject({ dsn: 'DSN-4711', amount: 2500 });
  });
});
