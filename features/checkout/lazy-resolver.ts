import type { FieldValues, Resolver } from 'react-hook-form';

// A form's validation (zod and its schemas) loaded when the person first reaches into the form
// (focus or a press), not with the page: zod's set-up was the largest piece of script work while
// a checkout page loads. The resolver waits for it when the form validates before then (a
// submit straight after the page loads), so what is checked and the messages shown are the
// same; react-hook-form's resolvers are asynchronous anyway. Used by the donation steps and the
// gift checkout.

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
