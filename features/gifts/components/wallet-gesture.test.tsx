import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_ASKED, paymentMethodOption, type PaymentFieldsHandle, type PaymentMethodKey } from '@/features/checkout';
import { BUYER_ERRORS, EMPTY_BUYER } from '../buyer-form';
import type { BuyerForm } from '../checkout-schema';
import { loadCheckoutCode } from './checkout-code';
import { useCheckoutForm } from './useCheckoutForm';

// Safari opens the Apple Pay sheet only inside the buyer's gesture: from the Pay press to the
// wallet's authorize() (which calls show() at once: features/checkout/components/
// wallet-request.ts) no await may stand. The checkout form's real submit (useCheckoutForm,
// rendered once on the server to get it: react-hook-form, the order hook) is pressed with a
// fake wallet in the payment fields' place.

// A switch to hold the schema's chunk back, as before it has arrived.
const code = vi.hoisted(() => ({ withheld: false }));
vi.mock('./checkout-code', async (actual) => {
  const real = await actual<typeof import('./checkout-code')>();
  return { ...real, loadedCheckoutCode: () => (code.withheld ? null : real.loadedCheckoutCode()) };
});

const BUYER: BuyerForm = {
  ...EMPTY_BUYER,
  title: 'Ms',
  firstName: ' Aoife ',
  lastName: 'Byrne',
  email: 'aoife@example.ie',
  address: { ...EMPTY_BUYER.address, address_line1: '1 Main Street', locality: 'Dublin' },
};

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', () => 0); // focus moves: no page here
});

/** The form with `method` chosen and `values` typed in; `shown` says when authorize() ran. */
function checkout(method: PaymentMethodKey, values: BuyerForm) {
  const option = paymentMethodOption(method, 'IE', 'single', 'live');
  let hook: ReturnType<typeof useCheckoutForm> | undefined;
  function Probe() {
    hook = useCheckoutForm({
      country: 'IE',
      currency: 'EUR',
      checkout: { captchaCard: true, captchaWallet: true },
      sourceCodes: [],
      corporate: false,
      giftAid: false,
      preferences: NOT_ASKED,
      options: [option],
    });
    if (!hook.order.chosen) hook.order.chooseMethod(option); // the buyer's pick (an update during render: the server renders again)
    return null;
  }
  renderToString(<Probe />);
  const form = hook!;
  form.form.reset(values);
  const wallet = { shown: false };
  const fields: PaymentFieldsHandle = {
    authorize: () => {
      wallet.shown = true; // stands for show(): wallet-request.test.ts shows authorize() calls it synchronously
      return Promise.resolve({ ok: false, message: 'The payment was cancelled.' }); // the buyer closes the sheet
    },
  };
  (form.order.paymentRef as { current: PaymentFieldsHandle | null }).current = fields;
  const press = () => form.submit({ preventDefault: () => undefined, persist: () => undefined } as unknown as FormEvent);
  return { form, wallet, press };
}

describe('Pay with a wallet in the gift checkout', () => {
  it('before the form checks have arrived: the sheet never opens after the wait, the buyer presses again', async () => {
    code.withheld = true;
    try {
      const { wallet, press, form } = checkout('apple_pay', BUYER);
      const pressed = press();
      expect(wallet.shown).toBe(false);
      await pressed;
      expect(wallet.shown).toBe(false);
      expect(form.form.getFieldState('firstName').error).toBeUndefined();
    } finally {
      code.withheld = false;
    }
  });

  it('calls the wallet in the same synchronous turn as the press (no await before show())', async () => {
    await loadCheckoutCode(); // the form's focus and pointerdown load it before any press
    for (const method of ['apple_pay', 'google_pay'] as const) {
      const { wallet, press } = checkout(method, BUYER);
      void press();
      expect(wallet.shown).toBe(true);
    }
  });

  it('with fields to correct: shows them and never opens the sheet', async () => {
    await loadCheckoutCode();
    const { wallet, press, form } = checkout('apple_pay', { ...BUYER, firstName: '  ' });
    const pressed = press();
    expect(wallet.shown).toBe(false);
    await pressed;
    expect(wallet.shown).toBe(false);
    expect(form.form.getFieldState('firstName').error?.message).toBe(BUYER_ERRORS.firstName);
  });

  it('a card keeps the form’s own check first, then authorises', async () => {
    await loadCheckoutCode();
    const { wallet, press } = checkout('card', BUYER);
    const pressed = press();
    expect(wallet.shown).toBe(false);
    await pressed;
    expect(wallet.shown).toBe(true);
  });
});
