import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/features/common/load-once';

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
  // A failed chunk load (a network blip) is tried again on the next validation.
  const get = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
