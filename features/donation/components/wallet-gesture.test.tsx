import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentMethodOption, type PaymentFieldsHandle } from '@/features/checkout';
import { MemoryStorage } from '@/tests/support/memory-storage';

// Safari opens the Apple Pay sheet only inside the donor's gesture: from the Donate press to
// the wallet's authorize() (which calls show() at once: features/checkout/components/
// wallet-request.ts) no await may stand. The payment step's real submit handler is taken from
// useDonationSubmit (rendered once on the server to get it) and pressed with a fake wallet.

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }) }));


beforeAll(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

describe('Donate with a wallet', () => {
  it('calls the wallet in the same synchronous turn as the press (no await before show())', async () => {
    const { useDonationSubmit } = await import('./useDonationSubmit');
    const { useDonationForm } = await import('../store');
    useDonationForm.getState().chooseGift({ kind: 'single', amount: 2500, appealId: '1175', base: '/appeal/x', amountUrl: '/appeal/x/single?type=single' });
    const option = paymentMethodOption('apple_pay', 'IE', 'single', 'live');
    let hook: ReturnType<typeof useDonationSubmit> | undefined;
    function Probe() {
      hook = useDonationSubmit({
        country: 'IE',
        currency: 'EUR',
        base: '/appeal/x',
        checkout: { captchaCard: false, captchaWallet: false, stripePaymentRequest: true, revolutPay: false, tooltips: {} },
        mode: 'live',
        option,
        options: [option],
      });
      return null;
    }
    renderToString(<Probe />);

    let shown = false;
    const wallet: PaymentFieldsHandle = {
      authorize: () => {
        shown = true; // stands for show(): wallet-request.test.ts shows authorize() calls it synchronously
        return new Promise(() => undefined); // the sheet stays open
      },
    };
    (hook!.fieldsRef as { current: PaymentFieldsHandle | null }).current = wallet;
    void hook!.submit({ preventDefault: () => undefined } as FormEvent);
    expect(shown).toBe(true);
    expect(useDonationForm.getState().isLocked).toBe(true);
  });
});
