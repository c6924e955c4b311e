// The donation steps' validation (zod and the step schemas, ../schemas.ts) in its own chunk,
// for the steps' lazy resolvers (lazyResolver in features/checkout).

export function loadValidation() {
  return Promise.all([import('@hookform/resolvers/zod'), import('../schemas')]).then(([resolvers, schemas]) => ({ zodResolver: resolvers.zodResolver, ...schemas }));
}
