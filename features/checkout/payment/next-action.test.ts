import { describe, expect, it, vi } from 'vitest';
import type { OrderOutcome } from '../order-response';
import type { OrderPayment } from '../order-schema';
import { AUTHENTICATION_FAILED, settleNextAction } from './next-action';

const CARD: OrderPayment = { gateway: 'stripe_ie_live', type: 'credit_card', details: { stripe_payment_method_id: 'pm_1Abc' } };
const SECRET = 'pi_3Abc_secret_Xyz';
const held: OrderOutcome = { statusCode: 201, orderID: '1050', orderStatus: 'requires_action', errorMessage: null, clientSecret: SECRET };
const done: OrderOutcome = { statusCode: 201, orderID: '1050', orderStatus: 'completed', errorMessage: null };

describe('3-D Secure after order create (requires_action)', () => {
  it('runs the challenge with the client secret, then sends the same payment with the intent', async () => {
    const handleNextAction = vi.fn(async () => ({ ok: true as const, paymentIntentId: 'pi_3Abc' }));
    const resend = vi.fn(async () => done);
    expect(await settleNextAction(held, CARD, { authorize: vi.fn(), handleNextAction }, resend)).toEqual(done);
    expect(handleNextAction).toHaveBeenCalledWith(SECRET);
    expect(resend).toHaveBeenCalledWith({ ...CARD, details: { stripe_payment_method_id: 'pm_1Abc', stripe_payment_intent_id: 'pi_3Abc' } });
  });

  it('a failed challenge shows the provider’s message and sends nothing', async () => {
    const resend = vi.fn(async () => done);
    const handleNextAction = async () => ({ ok: false as const, message: 'We are unable to authenticate your payment method.' });
    expect(await settleNextAction(held, CARD, { authorize: vi.fn(), handleNextAction }, resend)).toEqual({ statusCode: 201, orderID: '1050', orderStatus: 'requires_action', errorMessage: 'We are unable to authenticate your payment method.' });
    expect(resend).not.toHaveBeenCalled();
  });

  it('leaves every other answer alone, and never completes without a card provider that can authenticate', async () => {
    const resend = vi.fn(async () => done);
    expect(await settleNextAction(done, CARD, null, resend)).toBe(done);
    const declined: OrderOutcome = { statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'declined' };
    expect(await settleNextAction(declined, CARD, null, resend)).toBe(declined);
    expect(await settleNextAction(held, CARD, { authorize: vi.fn() }, resend)).toMatchObject({ orderStatus: 'requires_action', errorMessage: AUTHENTICATION_FAILED });
    expect(resend).not.toHaveBeenCalled();
  });
});
