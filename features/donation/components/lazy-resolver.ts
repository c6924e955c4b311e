import type { FieldValues, Resolver } from 'react-hook-form';

// The donation steps' validation (zod and the step schemas, ../schemas.ts) is loaded when the
// donor first reaches into the form (focus or a press), not with the step: zod's set-up was the
// largest piece of script work while a step loads. The resolver waits for it when it validates
// before then (a submit straight after the page loads), so what is checked and the messages
// shown are the same; react-hook-form's resolvers are asynchronous anyway.

/** The validation code of the donation steps, in its own chunk. */
export function loadValidation() {
  return Promise.all([import('@hookform/resolvers/zod'), import('../schemas')]).then(([resolvers, schemas]) => ({ zodResolver: resolvers.zodResolver, ...schemas }));
}

export interface LazyResolver<TInput extends FieldValues, TContext, TOutput> {
  resolver: Resolver<TInput, TContext, TOutput>;
  /** Starts loading the validation code (the form's focus and pointerdown). */
  preload: () => void;
}

/** A resolver that loads its real resolver (`load`) once, on first use or `preload`. */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(load: () => Promise<Resolver<TInput, TContext, TOutput>>): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk load (a network blip) is tried again on the next validation.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
