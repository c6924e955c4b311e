import { z } from 'zod';

// Fault switches, set by tests at run time per endpoint path (POST /_sandbox/faults).

export const FaultSchema = z
  .object({
    /** Endpoint path the fault applies to, e.g. '/decoupled-router'. */
    path: z.string().regex(/^\/[\w\-/.]*$/, 'must be an endpoint path such as /decoupled-router').max(200),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    status: z.number().int().min(400).max(599).optional(),
    message: z.string().max(500).optional(),
    /** Destroy the socket without an answer. */
    drop: z.boolean().optional(),
    /** Answer 200 with a truncated, unparseable JSON body. */
    malformed: z.boolean().optional(),
    /** Apply to the next N requests only; absent means until cleared. */
    times: z.number().int().min(1).max(10_000).optional(),
  })
  .strict();

export type Fault = z.infer<typeof FaultSchema>;

export class FaultBoard {
  private faults = new Map<string, Fault & { remaining: number }>();

  set(fault: Fault): void {
    this.faults.set(fault.path, { ...fault, remaining: fault.times ?? Number.POSITIVE_INFINITY });
  }

  clear(path?: string): void {
    if (path) this.faults.delete(path);
    else this.faults.clear();
  }

  list(): Fault[] {
    return [...this.faults.values()].map(({ remaining: _remaining, ...fault }) => fault);
  }

  /** The fault for this request, if any, counting it against `times`. */
  take(path: string): Fault | undefined {
    const fault = this.faults.get(path);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(path);
    return fault;
  }
}
