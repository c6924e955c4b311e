import { describe, expect, it } from 'vitest';
import {
  changePaymentMethod,
  changeStep,
  chooseGift,
  completeStep,
  editValues,
  finishDonation,
  INITIAL_STATE,
  persistable,
  restore,
  startMonthlyGift,
  SUBMIT_THREW_MESSAGE,
  submitAnswered,
  submitStarted,
  submitThrew,
  type DonationFormState,
} from './model';

const gift = { kind: 'single' as const, amount: 2500, appealId: '1175', base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/single?type=single' };

function atPayment(): DonationFormState {
  let s = chooseGift(INITIAL_STATE, gift);
  s = completeStep(s, 'details', { first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie' });
  s = changePaymentMethod(s, 'card_ie_single_live', 'card');
  return changeStep(s, { index: 5, name: 'Payment' });
}

describe('donation form model (SPEC §4)', () => {
  it('choosing the gift sets type, amount, appeal and the default 5% fee in minor units', () => {
    const s = chooseGift(INITIAL_STATE, gift);
    expect(s.values).toMatchObject({ type: 'single', donation_type: 'single_donation', amount: 2500, appealId: '1175', fundraisingCostsFormula: '5%', fundraisingCostsAmount: 125, totalAmount: 2625, fundraisingCostsApplied: true });
    expect(s.completed).toEqual(['amount']);
    const monthly = chooseGift(s, { ...gift, kind: 'monthly', amount: 1000 });
    expect(monthly.values).toMatchObject({ type: 'monthly', donation_type: 'recurring_donation', fundraisingCostsFormula: 'not_asked', fundraisingCostsAmount: 0, totalAmount: 1000 });
  });

  it('submit locks; 201 completed stores the order id and marks the payment complete', () => {
    const locked = submitStarted(atPayment());
    expect(locked.isLocked).toBe(true);
    expect(editValues(locked, { first_name: 'X' }).values.first_name).toBe('Aoife'); // no edits while locked
    const done = submitAnswered(locked, { statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    expect(done).toMatchObject({ orderID: '1042', paymentCompleted: true, isLocked: true, formErrorMessage: null });
  });

  it('any other status unlocks and shows the (server) message; 201 keeps its order id', () => {
    const locked = submitStarted(atPayment());
    const declined = submitAnswered(locked, { statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'Your card was declined.' });
    expect(declined).toMatchObject({ isLocked: false, paymentCompleted: false, orderID: null, formErrorMessage: { message: 'Your card was declined.' } });
    const pending = submitAnswered(locked, { statusCode: 201, orderID: '77', orderStatus: 'requires_action', errorMessage: 'Confirm with your bank' });
    expect(pending).toMatchObject({ isLocked: false, paymentCompleted: false, orderID: '77', formErrorMessage: { message: 'Confirm with your bank' } });
    const noMessage = submitAnswered(locked, { statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
    expect(noMessage.formErrorMessage?.message).toBe(SUBMIT_THREW_MESSAGE);
  });

  it("a throw shows 'Sorry, we couldn't submit the form…' and unlocks", () => {
    const s = submitThrew(submitStarted(atPayment()));
    expect(s.isLocked).toBe(false);
    expect(s.formErrorMessage?.message).toBe("Sorry, we couldn't submit the form. Please review your payment details and try again.");
  });

  it('editing or changing step clears the error and resets payment completion and order id', () => {
    const failed = submitAnswered(submitStarted(atPayment()), { statusCode: 201, orderID: '77', orderStatus: 'pending', errorMessage: 'x' });
    const edited = editValues(failed, { phone: '0871234567' });
    expect(edited).toMatchObject({ formErrorMessage: null, paymentCompleted: false, orderID: null });
    const stepped = changeStep(failed, { index: 3, name: 'Preferences' });
    expect(stepped).toMatchObject({ formErrorMessage: null, paymentCompleted: false, orderID: null, values: { step: { index: 3, name: 'Preferences' } } });
  });

  it('changing the payment method clears the order id', () => {
    const failed = submitAnswered(submitStarted(atPayment()), { statusCode: 201, orderID: '77', orderStatus: 'pending', errorMessage: 'x' });
    const changed = changePaymentMethod(failed, 'paypal_ie_single_live', 'paypal');
    expect(changed.orderID).toBeNull();
    expect(changed.values).toMatchObject({ payment_method: 'paypal_ie_single_live', payment_options: { key: 'paypal' } });
  });

  it('switching single/monthly forgets the payment method; a new appeal base forgets the steps done', () => {
    const s = atPayment();
    expect(chooseGift(s, { ...gift, kind: 'monthly' }).values.payment_method).toBeNull();
    expect(chooseGift(s, { ...gift, amount: 5000 }).completed).toEqual(['amount', 'details']);
    expect(chooseGift(s, { ...gift, base: '/appeal/hunger-crisis' }).completed).toEqual(['amount']);
  });

  it('restoring keeps the gift and the step but never the lock, order id, payment flags or error', () => {
    const done = submitAnswered(submitStarted(atPayment()), { statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    const stored = JSON.parse(JSON.stringify({ ...persistable(done), isLocked: true, orderID: '1042', paymentCompleted: true }));
    const restored = restore(stored);
    expect(restored).toMatchObject({ isLocked: false, orderID: null, paymentCompleted: false, formErrorMessage: null, completed: ['amount'] });
    expect(restored.values).toMatchObject({ amount: 2500, totalAmount: 2625, appealId: '1175', step: { index: 5, name: 'Payment' }, captcha_token: null });
    expect(restore('garbage')).toEqual(INITIAL_STATE);
    expect(restore({ values: { amount: 12.5, type: 'weekly' } }).values).toMatchObject({ amount: 0, type: 'single' });
  });

  it("SPEC §4: the donor's personal data is neither stored in the session nor restored from it", () => {
    const personal = {
      first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie', phone: '0871234567', school_name: 'St Mary', company_donation: true, company_name: 'Acme',
      address: { address_line1: '1 Main St', address_line2: 'Flat 2', locality: 'Cork', administrative_area: 'Co. Cork', postal_code: 'T12 X1Y2' },
      contact_preferences: { email: 'allowed', phone: 'denied', sms: 'denied', post: 'allowed', whatsapp: 'denied' } as const,
      giftaid: true, viewedPreferencesOptions: true,
    };
    let s = completeStep(atPayment(), 'details', personal);
    s = completeStep(completeStep(completeStep(s, 'address'), 'preferences'), 'giftaid');
    const written = JSON.stringify(persistable(s));
    for (const secret of ['Aoife', 'Byrne', 'a@b.ie', '0871234567', 'St Mary', 'Acme', '1 Main St', 'Cork', 'T12 X1Y2', 'allowed']) expect(written).not.toContain(secret);
    expect(JSON.parse(written).completed).toEqual(['amount']);
    // A session written before this rule (or tampered with) brings none of it back either.
    const restored = restore({ values: { ...s.values }, completed: ['amount', 'details', 'address', 'preferences', 'giftaid'], base: gift.base, amountUrl: gift.amountUrl });
    expect(restored.values).toEqual({ ...INITIAL_STATE.values, appealId: '1175', amount: 2500, totalAmount: 2625, fundraisingCostsAmount: 125, fundraisingCostsApplied: true, step: { index: 5, name: 'Payment' } });
    expect(restored.completed).toEqual(['amount']);
  });

  it('keeps the dsn the amount step read from its link across a reload (SPEC §3 donation form values; issue 46), and only a well-formed one', () => {
    const chosen = chooseGift(INITIAL_STATE, { ...gift, dsn: 'D-99' });
    const restored = restore(JSON.parse(JSON.stringify(persistable(chosen))));
    expect(restored.values.dsn).toBe('D-99');
    expect(restore({ values: { amount: 2500, dsn: '<script>' } }).values.dsn).toBe('');
    expect(restore({ values: { amount: 2500, dsn: 42 } }).values.dsn).toBe('');
  });

  it('the thank-you page keeps the gift after a reload, not the name or email', () => {
    const done = finishDonation(submitAnswered(submitStarted(atPayment()), { statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null }));
    const restored = restore(JSON.parse(JSON.stringify(persistable(done))));
    expect(restored.lastDonation).toEqual({ orderID: '1042', kind: 'single', amount: 2500, totalAmount: 2625, giftaid: false, firstName: '', appealTitle: null, paymentKey: 'card', monthlyOption: null, amountPage: null, askSchoolName: false });
  });

  it('keeps the page the amount was chosen on across a reload (the order route checks its minimum)', () => {
    const chosen = chooseGift(INITIAL_STATE, { ...gift, base: '/donate/single', amountPage: '/stories/amina-midwife-somalia' });
    expect(chosen.amountPage).toBe('/stories/amina-midwife-somalia');
    expect(restore(JSON.parse(JSON.stringify(persistable(chosen)))).amountPage).toBe('/stories/amina-midwife-somalia');
    expect(restore({ values: {}, amountPage: 42 }).amountPage).toBeNull();
  });

  it('after a completed payment the form starts again and keeps what thank-you shows', () => {
    const done = submitAnswered(submitStarted(atPayment()), { statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    const finished = finishDonation(done);
    expect(finished.values.first_name).toBe('');
    expect(finished.completed).toEqual([]);
    expect(finished.lastDonation).toEqual({
      orderID: '1042',
      kind: 'single',
      amount: 2500,
      totalAmount: 2625,
      giftaid: false,
      firstName: 'Aoife',
      appealTitle: null,
      email: 'a@b.ie',
      paymentKey: 'card',
      monthlyOption: null,
      amountPage: null,
      askSchoolName: false,
      prefill: { first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie', phone: '', address: INITIAL_STATE.values.address },
    });
    // The appeal's name chosen with the gift is kept for the thank-you page's recap.
    const titled = submitAnswered(submitStarted({ ...atPayment(), appealTitle: 'Gaza emergency appeal' }), { statusCode: 201, orderID: '1043', orderStatus: 'completed', errorMessage: null });
    expect(finishDonation(titled).lastDonation).toMatchObject({ orderID: '1043', appealTitle: 'Gaza emergency appeal' });
    expect(finishDonation(atPayment())).toEqual(atPayment()); // not completed: nothing to finish
  });

  describe('the thank-you page\'s monthly ask (issue 40)', () => {
    const monthlyOption = { appealId: '1176', presets: [1000, 2000, 3000] };
    const ask = { amount: 1000, base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/monthly?type=monthly' };
    function paid(): DonationFormState {
      let s = chooseGift(INITIAL_STATE, { ...gift, amountPage: '/appeal/gaza-emergency', appealTitle: 'Gaza emergency appeal', monthlyOption });
      s = completeStep(s, 'details', { first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie', phone: '0871234567' });
      s = completeStep(s, 'address', { address: { address_line1: '1 Main St', address_line2: '', locality: 'Dublin', administrative_area: '', postal_code: 'D01 X2Y3' } });
      s = changePaymentMethod(s, 'card_ie_single_live', 'card');
      return finishDonation(submitAnswered(submitStarted(s), { statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null }));
    }

    it('one tap starts a monthly gift to the same appeal at the asked amount, prefilled from the order just made', () => {
      const next = startMonthlyGift(paid(), ask);
      expect(next.values).toMatchObject({ type: 'monthly', donation_type: 'recurring_donation', amount: 1000, totalAmount: 1000, appealId: '1176', first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie', phone: '0871234567' });
      expect(next.values.address.postal_code).toBe('D01 X2Y3');
      expect(next).toMatchObject({ base: ask.base, amountUrl: ask.amountUrl, amountPage: '/appeal/gaza-emergency', appealTitle: 'Gaza emergency appeal', monthlyOption, completed: ['amount'], orderID: null, paymentCompleted: false });
      // The hand-over is used once: the last donation (and its details) is gone with the tap.
      expect(next.lastDonation).toBeNull();
      expect(startMonthlyGift(next, ask)).toBe(next);
    });

    it('the hand-over is never persisted: a restored session has the gift, not the details (SPEC §4)', () => {
      const stored = JSON.parse(JSON.stringify(persistable(paid())));
      expect(JSON.stringify(stored)).not.toContain('Byrne');
      const restored = restore(stored);
      expect(restored.lastDonation?.prefill).toBeUndefined();
      expect(restored.lastDonation?.monthlyOption).toEqual(monthlyOption);
      // After a reload the ask still starts the monthly gift, with nothing prefilled.
      const next = startMonthlyGift(restored, ask);
      expect(next.values).toMatchObject({ type: 'monthly', amount: 1000, first_name: '', email: '' });
      // The monthly gift's own session keeps no details either.
      expect(JSON.stringify(persistable(startMonthlyGift(paid(), ask)))).not.toContain('Aoife');
    });

    it('is not offered after a monthly gift, nor without the appeal\'s monthly option', () => {
      const monthly = { ...paid(), lastDonation: { ...paid().lastDonation!, kind: 'monthly' as const } };
      expect(startMonthlyGift(monthly, ask)).toBe(monthly);
      const without = { ...paid(), lastDonation: { ...paid().lastDonation!, monthlyOption: null } };
      expect(startMonthlyGift(without, ask)).toBe(without);
      expect(restore({ values: {}, monthlyOption: { appealId: 3, presets: [] } }).monthlyOption).toBeNull();
    });
  });
});
