import { LRUCache } from 'lru-cache';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { redisConnection, type RedisConnection } from '@/request/redis.mjs';
import { isRevolutPayment, type OrderPayment } from './order-schema';

// The PaymentIntents of orders waiting for 3-D Secure that this site relayed (CONTRACT §6), so
// that with CAPTCHA_VERIFY=site the order route skips siteverify for a waiting order's own
// resend only: the resend is a new attempt under a new Idempotency-Key and carries no token,
// and a body that merely names a `stripe_payment_intent_id` must not skip the captcha (issue 46).
// The order route records the intent of each requires_action answer it passes on, with the
// card it was made with and the order's kind; the resend must name both. Kept an hour (a bank's
// challenge takes minutes), in Redis when REDIS_URL is set (a resend may reach another
// instance), and always in this process's bounded memory too.

/** How long a waiting order's resend is recognised after its requires_action answer. */
export const WAITING_INTENT_TTL_MS = 60 * 60_000;
/** Waiting intents this process keeps in memory at most (the oldest go first). */
export const WAITING_INTENT_MEMORY_MAX = 10_000;
/** A Redis that takes longer than this counts as unavailable for the question. */
const REDIS_TIMEOUT_MS = 300;
const PREFIX = 'waiting-intent:';

/** The order route's kinds: a donation's resend never completes a gift order's intent. */
export type WaitingKind = 'donation' | 'gift';

/** The PaymentIntent id a client secret belongs to (`pi_…_secret_…`), or null. */
export function intentOfClientSecret(secret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret);
  return match ? match[1]! : null;
}

function binding(kind: WaitingKind, card: string): string {
  return `${kind}\n${card}`;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS).unref?.())]);
}

/** Whether a resend is its waiting order's own: yes, no, or the store could not be asked. */
export type WaitingAnswer = 'own' | 'unknown' | 'unavailable';

export class WaitingIntents {
  private readonly memory = new LRUCache<string, string>({ max: WAITING_INTENT_MEMORY_MAX, ttl: WAITING_INTENT_TTL_MS });

  constructor(private readonly redisUrl: () => string | undefined) {}

  private redis(): RedisConnection | null {
    return redisConnection(this.redisUrl());
  }

  /** Records a waiting order's intent from the requires_action answer the site relayed. Never throws. */
  async remember(kind: WaitingKind, card: string, clientSecret: string): Promise<void> {
    const intent = intentOfClientSecret(clientSecret);
    if (!intent) return;
    this.memory.set(intent, binding(kind, card));
    const redis = this.redis();
    if (!redis) return;
    try {
      await withTimeout(redis.client.set(`${PREFIX}${intent}`, binding(kind, card), { expiration: { type: 'PX', value: WAITING_INTENT_TTL_MS } }));
    } catch (error) {
      // This instance still knows it; a resend that reaches another one is asked to try again (503).
      log.error('waiting_intent_unrecorded', { error: error instanceof Error ? error.message : String(error) }, { report: true });
    }
  }

  /** Whether `intent` is a waiting order's the site relayed, for this kind of order and this card. */
  async answer(kind: WaitingKind, card: string, intent: string): Promise<WaitingAnswer> {
    const want = binding(kind, card);
    const known = this.memory.get(intent);
    if (known !== undefined) return known === want ? 'own' : 'unknown';
    const redis = this.redis();
    if (!redis) return 'unknown';
    try {
      const stored = await withTimeout(redis.client.get(`${PREFIX}${intent}`));
      return stored === want ? 'own' : 'unknown';
    } catch (error) {
      log.error('waiting_intent_unavailable', { error: error instanceof Error ? error.message : String(error) });
      return 'unavailable';
    }
  }

  /** Tests. */
  clear(): void {
    this.memory.clear();
  }
}

/** This process's store, for the order routes. */
export const waitingIntents = new WaitingIntents(() => loadConfig().REDIS_URL);

/**
 * After the backend answered an order (features/checkout/handlers.ts): with CAPTCHA_VERIFY=site,
 * a requires_action answer's intent is recorded for the resend. Never throws.
 */
export async function rememberWaitingOrder(kind: string, body: unknown, clientSecret: string | undefined, store: WaitingIntents = waitingIntents): Promise<void> {
  if (!clientSecret || (kind !== 'donation' && kind !== 'gift')) return;
  try {
    if (loadConfig().CAPTCHA_VERIFY !== 'site') return;
    const payment = (body as { payment?: OrderPayment } | null)?.payment;
    if (payment?.type !== 'credit_card' || isRevolutPayment(payment)) return;
    await store.remember(kind, payment.details.stripe_payment_method_id, clientSecret);
  } catch (error) {
    log.error('waiting_intent_unrecorded', { error: error instanceof Error ? error.message : String(error) }, { report: true });
  }
}
