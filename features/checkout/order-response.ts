import { decodeHTML } from 'entities';
import { z } from 'zod';
import { log } from '@/request/log';
import { describeIssues } from '@/features/common/payload';
import { EntityIdSchema } from '@/features/common/schema';
import { MANDATE_REFERENCE_PATTERN } from './mandate-reference';

// POST /commerce/order/create's answer (SPEC §7, CONTRACT §6). A non-OK status is not thrown:
// the status code and the backend's (HTML-decoded) message go back to the caller, which
// decides what the donor sees.

const ValueList = <T extends z.ZodType>(schema: T) => z.array(z.object({ value: schema })).min(1);

const CreatedSchema = z.object({
  order_id: ValueList(EntityIdSchema),
  state: ValueList(z.string().min(1)),
  message: z.string().nullish(),
  /** With state requires_action: the Stripe PaymentIntent's client secret for 3-D Secure. */
  payment_intent_client_secret: z.string().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/).max(255).nullish(),
  /** A direct debit's mandate reference (SEPA: up to 35 characters; Bacs: its DDI reference). One that does not fit is dropped, never the order. */
  mandate_reference: z
    .string()
    .trim()
    .regex(MANDATE_REFERENCE_PATTERN)
    .nullish()
    .catch(() => {
      log.warn('payload_field_dropped', { payload: 'order create answer', field: 'mandate_reference' });
      return null;
    }),
});
const FailedSchema = z.object({ message: z.string().nullish() }).nullish();

export interface OrderOutcome {
  statusCode: number;
  orderID: string | null;
  orderStatus: string | null;
  /** The backend's message, HTML-decoded, when it sent one. */
  errorMessage: string | null;
  /** requires_action: what the card provider needs to run 3-D Secure (then the order is sent again). */
  clientSecret?: string;
  /** A direct debit's mandate reference, when the backend gives one (the thank-you shows it). */
  mandateReference?: string;
}

/** How much of a backend's 5xx text goes to the log. */
export const LOGGED_MESSAGE_CHARS = 500;

// What a server's internals look like when they leak into a 5xx message: markup, a stack
// frame or trace, a file path. Such a message is logged, never shown (issue 46).
const MARKUP = /<[a-z!/?]/i;
const STACK = /\n|\r|\bat \S+ \(|\bat [\w$.<>]+:\d+|:\d+:\d+\b|Traceback|Stack trace|\b\w*(?:Exception|Error):|\bline \d+\b|SQLSTATE/i;
const PATH = /(?:^|[\s"'(=:])(?:~|\.{1,2})?(?:\/[\w.@-]+){2,}|[a-z]:\\|\\\\\w|\b[\w-]+\.(?:php|js|mjs|cjs|ts|tsx|py|rb|java|go|cs|twig|inc|module)\b/i;

/** Whether a 5xx's message is plain words a donor may read: no markup, no stack, no path. */
export function isPlainServerMessage(message: string): boolean {
  return !MARKUP.test(message) && !STACK.test(message) && !PATH.test(message);
}

/** The message of a failed answer, HTML-decoded (CONTRACT §6), or null when there is none. */
function failureMessage(raw: unknown): string | null {
  const failed = FailedSchema.safeParse(raw);
  const message = failed.success ? failed.data?.message : null;
  return message ? decodeHTML(message) : null;
}

/** `kind` names the order in the log ('donation', 'gift'). */
export function parseOrderResponse(status: number, raw: unknown, kind?: string): OrderOutcome {
  // The contract answers 201 for an order; any success status is read as one, or refused.
  if (status >= 200 && status < 300) {
    const created = CreatedSchema.safeParse(raw);
    if (created.success) {
      return {
        statusCode: 201,
        orderID: created.data.order_id[0]!.value,
        orderStatus: created.data.state[0]!.value,
        errorMessage: created.data.message ? decodeHTML(created.data.message) : null,
        ...(created.data.state[0]!.value === 'requires_action' && created.data.payment_intent_client_secret ? { clientSecret: created.data.payment_intent_client_secret } : {}),
        ...(created.data.mandate_reference ? { mandateReference: created.data.mandate_reference } : {}),
      };
    }
    // A success we cannot read (a truncated body, a 200 with no order) is not a completed
    // payment: say so rather than guess. The browser retries with the same key.
    log.error('payload_invalid', { payload: 'order create answer', status, problems: describeIssues(created.error) });
    return { statusCode: 502, orderID: null, orderStatus: null, errorMessage: null };
  }
  if (status < 300) {
    // Any other success is not an order we can show (a 200 with an unreadable body included):
    // a 502 with no message, which the form shows as its own 'could not submit' text and
    // retries with the same Idempotency-Key.
    log.error('order_answer_unreadable', { status });
    return { statusCode: 502, orderID: null, orderStatus: null, errorMessage: null };
  }
  // A refusal (a decline, a validation) is the backend's word to the donor: its message shown
  // exactly as sent, HTML-decoded (SPEC §8). A 5xx's message is shown only when it is plain text;
  // markup, a stack or a path is the server's internals, logged and never shown. Without a
  // message the form shows its own generic sentence. A 5xx is logged with its message.
  const message = failureMessage(raw);
  if (status < 500) return { statusCode: status, orderID: null, orderStatus: null, errorMessage: message };
  const shown = message !== null && isPlainServerMessage(message);
  log.error('order_backend_error', { ...(kind ? { kind } : {}), status, message: message?.slice(0, LOGGED_MESSAGE_CHARS) ?? null, ...(message && !shown ? { shown: false } : {}) });
  return { statusCode: status, orderID: null, orderStatus: null, errorMessage: shown ? message : null };
}
