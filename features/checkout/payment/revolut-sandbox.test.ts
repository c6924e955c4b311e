import { describe, expect, it, vi } from 'vitest';
import { paymentMethodOption } from '../payment-methods';
import type { PaymentContext } from './provider';
import { REVOLUT_FAILED, REVOLUT_NOT_APPROVED } from './revolut';
import { POPUP_BLOCKED, sandboxRevolut, type SandboxRevolutDeps } from './revolut-sandbox';

// Revolut Pay's sandbox provider with a fake payment window: the window opens in the press,
// the site's route makes the Revolut order (or refuses it), and the window's message is the paid
// order (sandbox/revolut.ts's checkout page sends it).

const CHECKOUT = 'http://127.0.0.1:4101/revolut/checkout/0123abcd';
const ORDER_ID = '6516e61c-d279-a454-a837-bc52ce55ed49';

const context: PaymentContext = { option: paymentMethodOption('revolut_pay', 'IE', 'single', 'test'), country: 'IE', kind: 'single', mode: 'test', amountMinor: 2625, currency: 'EUR', donorName: 'Aoife Byrne', email: 'aoife@example.ie' };

function fakeWindow() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (popup.closed = true)) };
  return popup;
}

function deps(overrides: Partial<SandboxRevolutDeps> = {}) {
  const events = new EventTarget();
  const popup = fakeWindow();
  const order: string[] = [];
  const all: SandboxRevolutDeps = {
    open: vi.fn(() => {
      order.push('open');
      return popup;
    }),
    create: vi.fn(async () => {
      order.push('create');
      return { checkoutUrl: CHECKOUT };
    }),
    events,
    ...overrides,
  };
  const post = (data: unknown, origin = 'http://127.0.0.1:4101') => events.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { all, popup, order, post };
}

/** Lets the provider reach its wait for the window. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Revolut Pay’s sandbox provider', () => {
  it('opens the payment window in the press, then pays the order the route made in it', async () => {
    const fake = deps();
    const outcome = sandboxRevolut(() => fake.all).authorize(context);
    await settle();
    expect(fake.order).toEqual(['open', 'create']);
    expect(fake.popup.location.href).toBe(CHECKOUT);
    // Another page's message, or one from elsewhere, is not the payment.
    fake.post({ source: 'revolut-sandbox', type: 'success', orderId: 'forged' }, 'http://evil.example');
    fake.post({ source: 'someone-else', type: 'success', orderId: 'forged' });
    fake.post({ source: 'revolut-sandbox', type: 'success', orderId: ORDER_ID });
    expect(await outcome).toEqual({ ok: true, payerName: 'Aoife Byrne', payment: { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: ORDER_ID } } });
  });

  it('shows the route’s refusal (the order would be refused) and closes the window', async () => {
    const fake = deps({ create: vi.fn(async () => Promise.reject(new Error('The minimum donation is €5.'))) });
    expect(await sandboxRevolut(() => fake.all).authorize(context)).toEqual({ ok: false, message: 'The minimum donation is €5.' });
    expect(fake.popup.close).toHaveBeenCalled();
  });

  it('is not approved when the donor closes the window, fails with the window’s error, and asks to allow pop-ups when blocked', async () => {
    const closed = deps();
    const outcome = sandboxRevolut(() => closed.all).authorize(context);
    await settle();
    closed.popup.closed = true;
    expect(await outcome).toEqual({ ok: false, message: REVOLUT_NOT_APPROVED });

    const failed = deps();
    const failing = sandboxRevolut(() => failed.all).authorize(context);
    await settle();
    failed.post({ source: 'revolut-sandbox', type: 'error', message: 'The order is cancelled and cannot be paid' });
    expect(await failing).toEqual({ ok: false, message: 'The order is cancelled and cannot be paid' });

    const noUrl = deps({ create: vi.fn(async () => ({ checkoutUrl: null })) });
    expect(await sandboxRevolut(() => noUrl.all).authorize(context)).toEqual({ ok: false, message: REVOLUT_FAILED });

    const blocked = deps({ open: () => null });
    expect(await sandboxRevolut(() => blocked.all).authorize(context)).toEqual({ ok: false, message: POPUP_BLOCKED });
    expect(blocked.all.create).not.toHaveBeenCalled();
  });
});
