import { publicTurnstileScriptUrl, publicTurnstileSiteKey } from '@/edge/public-env';

// The captcha's browser side (Cloudflare Turnstile; docs/architecture.md "Captcha"): its site key
// and widget script, inlined at build time (edge/public-env.ts). Without a site key no widget loads and the sandbox provider stands in, which
// only a staging server accepts.

/** Cloudflare's widget script (what @marsidev/react-turnstile would inject). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
/** Cloudflare's server-side verification endpoint. */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Where Turnstile's script and frames come from (the checkout's content security policy). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** The widget's site key, or null when none is configured. */
export function turnstileSiteKey(): string | null {
  return publicTurnstileSiteKey() || null;
}

/** The widget script's address with the onload callback the React binding waits for, and explicit rendering. */
export function turnstileScriptSrc(onload: string): string {
  const url = new URL(publicTurnstileScriptUrl() || TURNSTILE_SCRIPT_URL);
  url.searchParams.set('onload', onload);
  url.searchParams.set('render', 'explicit');
  return url.toString();
}
