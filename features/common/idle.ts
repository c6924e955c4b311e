// Runs work that must never compete with the first paint: after the load event, when the
// browser is idle (or after 2 s at most where requestIdleCallback is missing or starved).

export function whenIdleAfterLoad(work: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: 2_000 });
    else setTimeout(work, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
