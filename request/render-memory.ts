import { cacheSignal } from 'react';

// Every finished server render lets go of its memory (issue 38: a crawler's sweep must leave the
// heap bounded). React aborts each render's cache signal when the render completes, with an
// Error as the reason ("This render completed successfully…", react-server-dom's
// flushCompletedChunks). V8 keeps an Error's stack as raw frames until `.stack` is first read,
// and a raw frame holds its function and receiver: here the Immediate that ran the flush. On
// Node 20 a finished Immediate keeps its link to the next one of its batch, and each carries its
// render's AsyncLocalStorage store, which reaches that render's own Error. So one render's store
// held by anything long-lived (undici's shared timer, a keep-alive socket, both created during a
// render) held every later render, and the retained heap grew with each page rendered (a heap
// snapshot after 3,000 paths: 1,755 renders reachable, 14 without those frames). Reading the
// reason's stack once turns the frames into a string, which holds nothing; React's own fix
// (an abort without a stack, react#37289) makes this a no-op. docs/architecture.md "Decisions".

/** Called by the root layout, so in every page render: the render's abort reason keeps no frames. */
export function releaseRenderWhenDone(): void {
  // The Server Component's render signal (null outside a render, e.g. in a unit test).
  const signal = cacheSignal() as AbortSignal | null;
  if (!signal || signal.aborted) return;
  signal.addEventListener(
    'abort',
    () => {
      const reason: unknown = signal.reason;
      if (reason instanceof Error) void reason.stack;
    },
    { once: true },
  );
}
