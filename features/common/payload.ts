import type { z } from 'zod';
import { log } from '@/request/log';

// Where backend data enters the code: every payload is parsed once, here, by its feature's
// zod schema. A payload that does not fit is one clear, logged error naming the payload and
// the field — never an `undefined` deep in a component.

export class PayloadError extends Error {
  override name = 'PayloadError';
  constructor(
    readonly payload: string,
    readonly problems: string[],
  ) {
    super(`${payload} does not match the contract: ${problems.join('; ')}`);
  }
}

/** 'fields.blocks.2.items.0.url: expected string, received undefined' */
export function describeIssues(error: Pick<z.ZodError, 'issues'>, max = 5): string[] {
  return error.issues.slice(0, max).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

/** Parses `data` with `schema`, or logs and throws a PayloadError naming the fields. */
export function parsePayload<S extends z.ZodType>(schema: S, data: unknown, payload: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // The log names every field (up to 50: what ops read to fix the backend); the error, five.
  const problems = describeIssues(result.error, 50);
  log.error('payload_invalid', { payload, problems });
  throw new PayloadError(payload, problems.slice(0, 5));
}
