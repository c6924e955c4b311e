import { describe, expect, it } from 'vitest';
import { amountStepUrl, CHECKOUT_STEPS, checkoutBase, firstIncompleteStep, isValidBase, stepFromSegment, stepProgress, stepUrl } from './steps';

describe('step URLs (SPEC §2)', () => {
  it('IE: checkout, address, preferences, payment (5), thank-you (6)', () => {
    expect(CHECKOUT_STEPS.IE.map((s) => [s.index, s.name, stepUrl('/appeal/gaza-emergency', 'IE', s.key)])).toEqual([
      [1, 'Name & email', '/appeal/gaza-emergency/checkout'],
      [2, 'Address', '/appeal/gaza-emergency/checkout/address'],
      [3, 'Preferences', '/appeal/gaza-emergency/checkout/preferences'],
      [5, 'Payment', '/appeal/gaza-emergency/checkout/payment'],
      [6, 'Thank you', '/appeal/gaza-emergency/checkout/thank-you'],
    ]);
    expect(stepFromSegment('IE', 'giftaid')).toBeNull();
  });

  it('GB: the same plus giftaid (5); payment becomes 6 and thank-you 7', () => {
    expect(CHECKOUT_STEPS.GB.map((s) => [s.index, stepUrl('/donate/single', 'GB', s.key)])).toEqual([
      [1, '/donate/single/checkout'],
      [2, '/donate/single/checkout/address'],
      [3, '/donate/single/checkout/preferences'],
      [5, '/donate/single/checkout/giftaid'],
      [6, '/donate/single/checkout/payment'],
      [7, '/donate/single/checkout/thank-you'],
    ]);
    expect(stepFromSegment('GB', 'giftaid')).toMatchObject({ index: 5, name: 'Gift Aid' });
    expect(stepFromSegment('GB', undefined)).toMatchObject({ key: 'details' });
    expect(stepFromSegment('GB', 'nonsense')).toBeNull();
  });

  it('thank-you carries the orderID query', () => {
    expect(stepUrl('/appeal/x', 'IE', 'thank-you', { orderID: '1042' })).toBe('/appeal/x/checkout/thank-you?orderID=1042');
  });

  it("uses '/donate/single' when the appeal is unknown", () => {
    expect(checkoutBase(null)).toBe('/donate/single');
    expect(checkoutBase('/appeal/hunger-crisis')).toBe('/appeal/hunger-crisis');
    expect(checkoutBase('/api/resolve/main')).toBe('/donate/single');
    expect(isValidBase('/appeal/x?y')).toBe(false);
  });

  it("suffixes the amount step with 'single' or 'monthly' and a type query", () => {
    expect(amountStepUrl('/appeal/gaza-emergency', 'single')).toBe('/appeal/gaza-emergency/single?type=single');
    expect(amountStepUrl('/appeal/hunger-crisis', 'monthly')).toBe('/appeal/hunger-crisis/monthly?type=monthly');
    expect(amountStepUrl('/donate/single', 'monthly')).toBe('/donate/monthly?type=monthly');
    expect(amountStepUrl('/donate/single', 'single')).toBe('/donate/single?type=single');
  });

  it('sends a donor to the first step not done', () => {
    expect(firstIncompleteStep('IE', 'payment', [])).toBe('amount');
    expect(firstIncompleteStep('IE', 'payment', ['amount', 'details'])).toBe('address');
    expect(firstIncompleteStep('IE', 'payment', ['amount', 'details', 'address', 'preferences'])).toBeNull();
    expect(firstIncompleteStep('GB', 'payment', ['amount', 'details', 'address', 'preferences'])).toBe('giftaid');
    expect(firstIncompleteStep('GB', 'details', ['amount'])).toBeNull();
  });
});

describe('route base segments', () => {
  it('are a plain site path or nothing', async () => {
    const { basePath } = await import('./steps');
    expect(basePath(['appeal', 'gaza-emergency'])).toBe('/appeal/gaza-emergency');
    expect(basePath(['donate', 'single'])).toBe('/donate/single');
    expect(basePath(['%E0%A4%A'])).toBeNull();
    expect(basePath(['api', 'resolve'])).toBeNull();
    expect(basePath(['a b'])).toBeNull();
  });
});

describe('progress line', () => {
  it('counts the form steps: IE 4, GB 5 (Gift Aid), thank-you none', () => {
    expect(stepProgress('IE', 'address')).toEqual({ position: 2, count: 4, name: 'Address', text: 'Step 2 of 4 · Address' });
    expect(stepProgress('IE', 'payment')?.text).toBe('Step 4 of 4 · Payment');
    expect(stepProgress('GB', 'giftaid')?.text).toBe('Step 4 of 5 · Gift Aid');
    expect(stepProgress('GB', 'details')?.text).toBe('Step 1 of 5 · Name & email');
    expect(stepProgress('GB', 'thank-you')).toBeNull();
    expect(stepProgress('IE', 'giftaid')).toBeNull();
  });
});
