import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, MAX_BODY_BYTES } from './http';

// A local stand-in for Cloudflare Turnstile (the site's captcha, docs/architecture.md
// "Captcha"), so the checkout's widget and the order routes' verification run end to end with
// no network: the widget script (GET /turnstile/v0/api.js, the `window.turnstile` API that
// @marsidev/react-turnstile drives) and siteverify (POST /turnstile/v0/siteverify), with
// Turnstile's rules: one secret, a token verified once (a retry under the same idempotency_key
// gets the first answer again), error codes as Cloudflare names them. The site points at them
// with NEXT_PUBLIC_TURNSTILE_SCRIPT_URL and TURNSTILE_VERIFY_URL.

/** The site key and secret the fake pairs (the e2e IE site is configured with them). */
export const FAKE_TURNSTILE_SITE_KEY = 'sandbox-turnstile-site-key';
export const FAKE_TURNSTILE_SECRET = 'sandbox-turnstile-secret';
/** What the fake widget's tokens start with: `fake-turnstile.<site key>.<action>.<random>`. */
export const FAKE_TOKEN_PREFIX = 'fake-turnstile.';

export interface VerifiedToken {
  token: string;
  action: string;
  remoteip: string | null;
  idempotencyKey: string | null;
  time: string;
}

interface Verdict {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
}

/**
 * The widget: renders into the container, "solves" at once and calls the render parameters'
 * callback with a token, as Turnstile's managed widget does when no interaction is needed.
 * With appearance 'interaction-only' it shows nothing (the site's choice); otherwise a line of
 * text stands for the box. Calls the `onload` callback named in its own URL.
 */
export const FAKE_WIDGET_SCRIPT = `(() => {
  const widgets = new Map();
  let next = 0;
  const random = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  function solve(id) {
    const w = widgets.get(id);
    if (!w) return;
    w.token = '${FAKE_TOKEN_PREFIX}' + w.params.sitekey + '.' + (w.params.action || '') + '.' + random();
    if (w.note) w.note.textContent = 'Verified (sandbox captcha)';
    setTimeout(() => { if (widgets.get(id) === w && w.params.callback) w.params.callback(w.token); }, 20);
  }
  function find(container) {
    if (container === undefined) return widgets.keys().next().value;
    if (typeof container === 'string' && widgets.has(container)) return container;
    const el = typeof container === 'string' ? document.querySelector(container) : container;
    for (const [id, w] of widgets) if (w.el === el) return id;
    return undefined;
  }
  window.turnstile = {
    ready(cb) { cb(); },
    render(container, params) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'sandbox-turnstile-' + (++next);
      const w = { el, params: params || {}, token: undefined, note: null };
      if (w.params.appearance !== 'interaction-only') {
        w.note = document.createElement('p');
        w.note.setAttribute('data-sandbox-turnstile', '');
        w.note.textContent = 'Verifying (sandbox captcha)…';
        el.appendChild(w.note);
      }
      el.setAttribute('data-sandbox-turnstile-widget', id);
      widgets.set(id, w);
      solve(id);
      return id;
    },
    execute(container) { const id = find(container); if (id) solve(id); },
    reset(container) { const id = find(container); const w = id && widgets.get(id); if (w) { w.token = undefined; solve(id); } },
    remove(container) { const id = find(container); const w = id && widgets.get(id); if (w) { if (w.note) w.note.remove(); widgets.delete(id); } },
    getResponse(container) { const id = find(container); return id ? widgets.get(id).token : undefined; },
    isExpired() { return false; },
  };
  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

const TOKEN = /^fake-turnstile\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)\.[0-9a-f]{32}$/;

/** The fake siteverify: keeps which tokens were verified, for the tests to read. */
export class FakeTurnstile {
  private readonly first = new Map<string, { idempotencyKey: string | null; verdict: Verdict }>();
  verified: VerifiedToken[] = [];

  constructor(private readonly now: () => Date) {}

  siteverify(params: Record<string, string>): Verdict {
    const fail = (...codes: string[]): Verdict => ({ success: false, 'error-codes': codes });
    if (!params.secret) return fail('missing-input-secret');
    if (params.secret !== FAKE_TURNSTILE_SECRET) return fail('invalid-input-secret');
    const token = params.response;
    if (!token) return fail('missing-input-response');
    const match = TOKEN.exec(token);
    if (!match || match[1] !== FAKE_TURNSTILE_SITE_KEY) return fail('invalid-input-response');
    const idempotencyKey = params.idempotency_key || null;
    const earlier = this.first.get(token);
    if (earlier) return idempotencyKey && earlier.idempotencyKey === idempotencyKey ? earlier.verdict : fail('timeout-or-duplicate');
    const verdict: Verdict = { success: true, 'error-codes': [], challenge_ts: this.now().toISOString(), hostname: 'localhost', action: match[2] };
    this.first.set(token, { idempotencyKey, verdict });
    this.verified.push({ token, action: match[2]!, remoteip: params.remoteip || null, idempotencyKey, time: this.now().toISOString() });
    if (this.verified.length > 1000) this.verified = this.verified.slice(-1000);
    return verdict;
  }

  reset(): void {
    this.first.clear();
    this.verified = [];
  }
}

/** siteverify's body: form-urlencoded (what the site sends) or JSON, as Cloudflare accepts both. */
export async function readSiteverifyBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    try {
      const body = JSON.parse(text) as unknown;
      if (!body || typeof body !== 'object') return {};
      return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      throw new HttpError(400, 'Request body is not valid JSON');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The site's captcha settings for this stand-in on a sandbox's port (e2e sites, benchmarks). */
export function sandboxTurnstileEnv(sandboxPort: number): Record<string, string> {
  const origin = `http://127.0.0.1:${sandboxPort}`;
  return {
    NEXT_PUBLIC_TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY,
    NEXT_PUBLIC_TURNSTILE_SCRIPT_URL: `${origin}/turnstile/v0/api.js`,
    TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: `${origin}/turnstile/v0/siteverify`,
  };
}

/** A token as the stand-in's widget mints it (for requests made without a browser). */
export function fakeTurnstileToken(action: string): string {
  return `${FAKE_TOKEN_PREFIX}${FAKE_TURNSTILE_SITE_KEY}.${action}.${randomBytes(16).toString('hex')}`;
}
