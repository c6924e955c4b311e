// Sampling for warnings that arrive in floods (SPEC §6 unauthorised host: a scanner sends
// thousands a minute): the first in each interval is reported, with the number left out since.

/** A gate that opens at most once per `intervalMs`: it returns how many were held back since the last opening, or null while shut. */
export function sampled(intervalMs: number, now: () => number = Date.now): () => number | null {
  let last = -Infinity;
  let held = 0;
  return () => {
    const time = now();
    if (time - last < intervalMs) {
      held += 1;
      return null;
    }
    const count = held;
    last = time;
    held = 0;
    return count;
  };
}
