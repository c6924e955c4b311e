// SPEC §4 "Build refresh": an open page reloads when the deployed build id differs from the
// one it runs, and the last forced reload was more than 300000 ms ago (so a deploy that keeps
// failing, or a CDN serving two builds at once, can never loop a reader).
//
// Never inside a checkout or while a form is locked (issue 37): a reload there drops the
// donor's answers (SPEC §4 drops the form state on restore) or an order on its way. The
// checkouts hold the reload while they are open (`holdReload`, through BuildWatcher's
// `useBuildReloadHold`); the first check after the last hold is let go (the first navigation
// out of the checkout) reloads.

export const RELOAD_GUARD_MS = 300_000;
export const LAST_RELOAD_KEY = 'cw_build_reload_at';

export interface ReloadInput {
  deployed: string | null;
  running: string;
  lastReloadAt: number | null;
  now: number;
  /** A checkout is open or a form is locked: never reload now. */
  held?: boolean;
}

export function shouldReload({ deployed, running, lastReloadAt, now, held = false }: ReloadInput): boolean {
  if (held || !deployed || deployed === running) return false;
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** The id in a /build.txt answer, or null when it does not look like one (an error page, say). */
export function parseBuildTxt(text: string): string | null {
  const id = text.trim();
  return /^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : null;
}

// The tab's holds: one per open checkout view or locked form (several may overlap while one
// step's view replaces another's).
const holds = new Set<symbol>();

/** Holds the forced reload until the returned function is called (idempotent). */
export function holdReload(): () => void {
  const hold = Symbol('build reload hold');
  holds.add(hold);
  return () => {
    holds.delete(hold);
  };
}

/** Whether anything holds the reload now. */
export function reloadHeld(): boolean {
  return holds.size > 0;
}
