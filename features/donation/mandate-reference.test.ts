import { describe, expect, it } from 'vitest';
import { changePaymentMethod, changeStep, chooseGift, completeStep, finishDonation, INITIAL_STATE, persistable, restore, submitAnswered, submitStarted } from './model';

// A direct debit's mandate reference (issue 37): kept from the backend's 201 for the thank-you
// page, through a reload of it, and never carried over to another attempt.

function directDebitAtPayment() {
  let s = chooseGift(INITIAL_STATE, { kind: 'monthly', amount: 2100, appealId: '1175', base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/monthly?type=monthly' });
  s = completeStep(s, 'details', { first_name: 'Aoife', last_name: 'Byrne', email: 'a@b.ie' });
  s = changePaymentMethod(s, 'direct_debit_sepa_ie_monthly_live', 'bank_account');
  return submitStarted(changeStep(s, { index: 5, name: 'Payment' }));
}

const completed = { statusCode: 201, orderID: '1051', orderStatus: 'completed', errorMessage: null } as const;

describe('the mandate reference', () => {
  it('goes from a completed order to the thank-you, and survives its reload', () => {
    const answered = submitAnswered(directDebitAtPayment(), { ...completed, mandateReference: 'CA-1051-3F9A1C' });
    expect(answered.mandateReference).toBe('CA-1051-3F9A1C');
    const done = finishDonation(answered);
    expect(done.lastDonation).toMatchObject({ orderID: '1051', paymentKey: 'bank_account', mandateReference: 'CA-1051-3F9A1C' });
    expect(done.mandateReference).toBeNull(); // the form starts again
    expect(restore(JSON.parse(JSON.stringify(persistable(done)))).lastDonation?.mandateReference).toBe('CA-1051-3F9A1C');
  });

  it('is none without one, for a refused attempt, and when a stored one is not a reference', () => {
    expect(finishDonation(submitAnswered(directDebitAtPayment(), completed)).lastDonation).not.toHaveProperty('mandateReference');
    // A refused attempt has none (the 4xx carries no order), whatever the answer held.
    expect(submitAnswered(directDebitAtPayment(), { statusCode: 422, orderID: null, orderStatus: null, errorMessage: 'No.', mandateReference: 'CA-1' }).mandateReference).toBeNull();
    const stored = persistable(finishDonation(submitAnswered(directDebitAtPayment(), { ...completed, mandateReference: 'CA-1051-3F9A1C' })));
    const tampered = { ...stored, lastDonation: { ...stored.lastDonation!, mandateReference: '<img src=x onerror=alert(1)>' } };
    expect(restore(tampered).lastDonation).not.toHaveProperty('mandateReference');
  });
});
