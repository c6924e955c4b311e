// SPEC §4 "Build refresh": an open page reloads when the deployed build id differs from the
// one it runs, and the last forced reload was more than 300000 ms ago (so a deploy that keeps
// failing, or a CDN serving two builds at once, can never loop a reader).

export const RELOAD_GUARD_MS = 300_000;
export const LAST_RELOAD_KEY = 'cw_build_reload_at';

export function shouldReload({ deployed, running, lastReloadAt, now }: { deployed: string | null; running: string; lastReloadAt: number | null; now: number }): boolean {
  if (!deployed || deployed === running) return false;
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** The id in a /build.txt answer, or null when it does not look like one (an error page, say). */
export function parseBuildTxt(text: string): string | null {
  const id = text.trim();
  return /^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : null;
}
