import { describe, expect, it } from 'vitest';
import { ATTEMPT_TTL_MS, attemptToKeep, digestOf, dropStoredAttempt, keyAfterReload, orderIdentity, readStoredAttempt, resumableRevolut, storeAttempt } from './attempt-storage';

// An attempt's Idempotency-Key across a reload (issue 37 §4): what the tab keeps, and when a
// new press goes on under it.

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

const KEY = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the kept attempt', () => {
  it('keeps the key, a digest and a time, never the choices, and drops them on a definite answer', async () => {
    const storage = memoryStorage();
    const digest = (await digestOf('{"amount":5000,"email":"aoife@example.ie"}'))!;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const now = Date.parse('2026-11-23T10:00:05.000Z');
    storeAttempt('cw_test', { key: KEY, digest, at: '2026-11-23T10:00:00.000Z' }, storage, now);
    expect(storage.data.get('cw_test')).not.toContain('aoife');
    expect(readStoredAttempt('cw_test', storage, now + 1000)).toEqual({ key: KEY, digest, at: '2026-11-23T10:00:00.000Z', savedAt: now });
    dropStoredAttempt('cw_test', storage);
    expect(readStoredAttempt('cw_test', storage)).toBeNull();
  });

  it('keeps the Revolut order and its grant with the attempt, and only what an attempt is (issue 46)', () => {
    const storage = memoryStorage();
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    const revolut = { id: '6516e61c-d279-a454-a837-bc52ce55ed49', grant: 'test.1796191332.abc_DEF-1' };
    const attempt = { key: KEY, digest: '0'.repeat(64), revolut, email: 'aoife@example.ie' } as Parameters<typeof storeAttempt>[1];
    storeAttempt('cw_test', attempt, storage, now);
    expect(JSON.parse(storage.data.get('cw_test')!)).toEqual({ key: KEY, digest: '0'.repeat(64), revolut, savedAt: now });
    expect(readStoredAttempt('cw_test', storage, now)?.revolut).toEqual(revolut);
    // A malformed Revolut part is dropped, the attempt kept.
    storage.setItem('cw_test', JSON.stringify({ key: KEY, digest: '0'.repeat(64), revolut: { id: 'x y', grant: '<script>' }, savedAt: now }));
    expect(readStoredAttempt('cw_test', storage, now)).toEqual({ key: KEY, digest: '0'.repeat(64), savedAt: now });
  });

  it('expires an hour after it was kept, and drops one of no known age', () => {
    const storage = memoryStorage();
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    storeAttempt('cw_test', { key: KEY, digest: '0'.repeat(64) }, storage, now);
    expect(readStoredAttempt('cw_test', storage, now + ATTEMPT_TTL_MS)).not.toBeNull();
    expect(readStoredAttempt('cw_test', storage, now + ATTEMPT_TTL_MS + 1)).toBeNull();
    expect(storage.data.has('cw_test')).toBe(false);
    storage.setItem('cw_test', JSON.stringify({ key: KEY, digest: '0'.repeat(64) }));
    expect(readStoredAttempt('cw_test', storage, now)).toBeNull();
  });

  it('ignores what it cannot trust, and a storage that throws', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', 'null', '{"key":"k-1","digest":"00"}', JSON.stringify({ key: KEY, digest: 'x'.repeat(64) })]) {
      storage.setItem('cw_test', raw);
      expect(readStoredAttempt('cw_test', storage), raw).toBeNull();
    }
    const blocked = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
      removeItem() {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredAttempt('cw_test', blocked)).toBeNull();
    expect(() => storeAttempt('cw_test', { key: KEY, digest: '0'.repeat(64) }, blocked)).not.toThrow();
    expect(() => dropStoredAttempt('cw_test', blocked)).not.toThrow();
  });

  it('goes on under the kept key only for the same order', async () => {
    const digest = await digestOf('same');
    const fresh = () => 'new-key';
    expect(keyAfterReload({ key: KEY, digest: digest! }, digest, fresh)).toBe(KEY);
    expect(keyAfterReload({ key: KEY, digest: digest! }, await digestOf('other'), fresh)).toBe('new-key');
    expect(keyAfterReload(null, digest, fresh)).toBe('new-key');
    expect(keyAfterReload({ key: KEY, digest: digest! }, null, fresh)).toBe('new-key');
  });
});

describe('what makes an order', () => {
  const body = (changes: { pm?: string; token?: string | null; amount?: string; intent?: string } = {}) => ({
    payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: changes.pm ?? 'pm_1', ...(changes.intent ? { stripe_payment_intent_id: changes.intent } : {}) } },
    order: { type: 'gift', total: changes.amount ?? '30.00' },
    captchaToken: changes.token ?? 'token-1',
  });

  it('is the same for a fresh captcha token and a new authorisation, and not for another amount or method', () => {
    const first = orderIdentity(body());
    expect(orderIdentity(body({ pm: 'pm_2', token: 'token-2' }))).toBe(first);
    expect(orderIdentity(body({ intent: 'pi_1' }))).toBe(first);
    expect(orderIdentity(body({ amount: '31.00' }))).not.toBe(first);
    expect(orderIdentity({ ...body(), payment: { gateway: 'paypal', type: 'paypal_ec', details: { paypal_order_id: 'X' } } })).not.toBe(first);
    const draft: { order: object; payment?: null } = { order: { type: 'gift' } };
    expect(orderIdentity(draft)).toBe('{"order":{"type":"gift"}}');
  });
});

describe('a Revolut Pay attempt across a reload (issue 46)', () => {
  const revolut = { id: '6516e61c-d279-a454-a837-bc52ce55ed49', grant: 'g.1.sig' };
  const kept = { key: KEY, digest: 'a'.repeat(64), revolut, savedAt: 1 };
  const paidWith = (id: string) => ({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } });
  let n = 0;
  const newKey = () => `new-${(n += 1)}`;

  it('resumes the kept authorisation only for the same order paid by Revolut Pay again', () => {
    expect(resumableRevolut(kept, 'a'.repeat(64), 'revolut')).toEqual({ key: KEY, ...revolut });
    expect(resumableRevolut(kept, 'b'.repeat(64), 'revolut')).toBeNull();
    expect(resumableRevolut(kept, 'a'.repeat(64), 'stripe_ie_test')).toBeNull();
    expect(resumableRevolut({ key: KEY, digest: 'a'.repeat(64) }, 'a'.repeat(64), 'revolut')).toBeNull();
    expect(resumableRevolut(kept, null, 'revolut')).toBeNull();
  });

  it('keeps the Revolut order and its grant with the attempt; another Revolut order is a new attempt (a new key)', () => {
    const grants = (id: string) => (id === revolut.id ? revolut.grant : 'other.1.sig');
    expect(attemptToKeep(kept, 'a'.repeat(64), paidWith(revolut.id), newKey, grants)).toEqual({ key: KEY, digest: 'a'.repeat(64), revolut });
    const other = attemptToKeep(kept, 'a'.repeat(64), paidWith('7777e61c-d279-a454-a837-bc52ce55ed49'), newKey, grants);
    expect(other.key).not.toBe(KEY);
    expect(other.revolut).toEqual({ id: '7777e61c-d279-a454-a837-bc52ce55ed49', grant: 'other.1.sig' });
    // A card payment of the same order goes on under the kept key, as before.
    expect(attemptToKeep(kept, 'a'.repeat(64), { gateway: 'stripe_ie_test', details: { stripe_payment_method_id: 'pm_1' } }, newKey, grants)).toEqual({ key: KEY, digest: 'a'.repeat(64) });
    expect(attemptToKeep(null, 'a'.repeat(64), paidWith(revolut.id), newKey, () => null)).toEqual({ key: expect.stringMatching(/^new-/), digest: 'a'.repeat(64) });
  });
});
