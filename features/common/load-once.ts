// Code loaded on demand (a chunk behind a dynamic import): loaded once and shared by every
// caller; a failed load (a network blip) is asked for again on the next call.

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
