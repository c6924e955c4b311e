import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signalOfTheRender = vi.hoisted(() => ({ current: null as AbortSignal | null }));
vi.mock('react', () => ({ cacheSignal: () => signalOfTheRender.current }));

const { releaseRenderWhenDone } = await import('./render-memory');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let lastError: Error | undefined;

/** A render's last flush, in miniature: an Error made in a method, whose receiver is then reachable only from that Error's stack. */
function flushOnce(): WeakRef<object> {
  const receiver = {
    payload: new Array(1_000).fill('render'),
    flush() {
      lastError = new Error('This render completed successfully.');
    },
  };
  receiver.flush();
  return new WeakRef(receiver);
}

/** Whether the receiver survives full collections while the error lives, its stack read first or not. */
async function receiverSurvives(readStack: boolean): Promise<boolean> {
  const ref = flushOnce();
  if (readStack) void lastError!.stack;
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    gc();
  }
  expect(lastError).toBeInstanceOf(Error);
  return ref.deref() !== undefined;
}

afterEach(() => {
  signalOfTheRender.current = null;
});

describe('releaseRenderWhenDone', () => {
  it("V8's premise: an error's unread stack holds its frames' receivers, a read one holds a string", async () => {
    expect(await receiverSurvives(false)).toBe(true);
    expect(await receiverSurvives(true)).toBe(false);
  });

  it("reads the render's abort reason's stack when the render ends, and only then", () => {
    const controller = new AbortController();
    signalOfTheRender.current = controller.signal;
    const reason = new Error('This render completed successfully.');
    const read = vi.fn();
    const stack = reason.stack;
    Object.defineProperty(reason, 'stack', { get: () => (read(), stack) });
    releaseRenderWhenDone();
    expect(read).not.toHaveBeenCalled();
    controller.abort(reason);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a render, for an ended render, or for a reason that is not an Error', () => {
    expect(() => releaseRenderWhenDone()).not.toThrow();
    const ended = new AbortController();
    ended.abort();
    signalOfTheRender.current = ended.signal;
    expect(() => releaseRenderWhenDone()).not.toThrow();
    const controller = new AbortController();
    signalOfTheRender.current = controller.signal;
    releaseRenderWhenDone();
    expect(() => controller.abort('done')).not.toThrow();
    expect(controller.signal.reason).toBe('done');
  });
});
