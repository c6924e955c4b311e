import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, MAX_BODY_BYTES } from './http';

// A local stand-in for Cloudflare Turnstile (the site's captcha, docs/architecture.md
// "Captcha"), so the checkout's widget and the verification of its tokens run end to end with
// no network: the widget script (GET /turnstile/v0/api.js, the `window.turnstile` API that
// @marsidev/react-turnstile drives) and siteverify (POST /turnstile/v0/siteverify), with
// Turnstile's rules: one secret, a token verified once (a retry under the same idempotency_key
// gets the first answer again), a token good for 300 s after it was issued, error codes as
// Cloudflare names them. The sandbox's own order service verifies order tokens with it, as a
// backend does (CONTRACT §6; ./orders.ts); a site with CAPTCHA_VERIFY=site calls siteverify
// itself, pointed here by TURNSTILE_VERIFY_URL. The site's widget loads the script from
// NEXT_PUBLIC_TURNSTILE_SCRIPT_URL. Besides the widget's tokens it takes the site's sandbox
// provider's (`sandbox-captcha-<action>-<id>`, a staging site without a site key), once each,
// as Cloudflare's test keys take their dummy token.

/** The site key and secret the fake pairs (the e2e IE site is configured with them). */
export const FAKE_TURNSTILE_SITE_KEY = 'sandbox-turnstile-site-key';
export const FAKE_TURNSTILE_SECRET = 'sandbox-turnstile-secret';
/** What the fake widget's tokens start with: `fake-turnstile.<site key>.<action>.<issued, ms base 36>.<random>`. */
export const FAKE_TOKEN_PREFIX = 'fake-turnstile.';
/** How long Turnstile takes a token after it was issued. */
export const TOKEN_VALIDITY_MS = 300_000;

export interface VerifiedToken {
  token: string;
  action: string;
  remoteip: string | null;
  idempotencyKey: string | null;
  time: string;
}

/** A verification siteverify refused (a spent, expired or forged token), for the tests to read. */
export interface RefusedToken {
  token: string;
  codes: string[];
  time: string;
}

export interface Verdict {
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
    w.token = '${FAKE_TOKEN_PREFIX}' + w.params.sitekey + '.' + (w.params.action || '') + '.' + Date.now().toString(36) + '.' + random();
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

const TOKEN = /^fake-turnstile\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)\.([0-9a-z]{1,12})\.[0-9a-f]{32}$/;
/** The site's sandbox captcha provider (features/checkout/payment/captcha.ts): no issue time, never expires. */
const SANDBOX_PROVIDER_TOKEN = /^sandbox-captcha-([a-z_]{1,40})-[A-Za-z0-9-]{1,100}$/;

/** The fake siteverify: keeps which tokens were verified or refused, for the tests to read. */
export class FakeTurnstile {
  private readonly first = new Map<string, { idempotencyKey: string | null; verdict: Verdict }>();
  /** Tokens issued before this time count as expired (POST /_sandbox/captcha/expire). */
  private expiredBefore = 0;
  verified: VerifiedToken[] = [];
  refused: RefusedToken[] = [];

  constructor(private readonly now: () => Date) {}

  siteverify(params: Record<string, string>): Verdict {
    const verdict = this.check(params);
    if (!verdict.success) {
      this.refused.push({ token: (params.response ?? '').slice(0, 200), codes: verdict['error-codes'], time: this.now().toISOString() });
      if (this.refused.length > 1000) this.refused = this.refused.slice(-1000);
    }
    return verdict;
  }

  private check(params: Record<string, string>): Verdict {
    const fail = (...codes: string[]): Verdict => ({ success: false, 'error-codes': codes });
    if (!params.secret) return fail('missing-input-secret');
    if (params.secret !== FAKE_TURNSTILE_SECRET) return fail('invalid-input-secret');
    const token = params.response;
    if (!token) return fail('missing-input-response');
    const action = this.issuedAction(token);
    if (action === null) return fail('invalid-input-response');
    if (this.expired(token)) return fail('timeout-or-duplicate');
    const idempotencyKey = params.idempotency_key || null;
    const earlier = this.first.get(token);
    if (earlier) return idempotencyKey && earlier.idempotencyKey === idempotencyKey ? earlier.verdict : fail('timeout-or-duplicate');
    const verdict: Verdict = { success: true, 'error-codes': [], challenge_ts: this.now().toISOString(), hostname: 'localhost', action };
    this.first.set(token, { idempotencyKey, verdict });
    this.verified.push({ token, action, remoteip: params.remoteip || null, idempotencyKey, time: this.now().toISOString() });
    if (this.verified.length > 1000) this.verified = this.verified.slice(-1000);
    return verdict;
  }

  /** The action a token was issued for, or null when no widget of this site key issued it. */
  private issuedAction(token: string): string | null {
    const widget = TOKEN.exec(token);
    if (widget) return widget[1] === FAKE_TURNSTILE_SITE_KEY ? widget[2]! : null;
    return SANDBOX_PROVIDER_TOKEN.exec(token)?.[1] ?? null;
  }

  /** A widget's token past Turnstile's 300 s, or issued before the tests expired every token so far. */
  private expired(token: string): boolean {
    const issued = TOKEN.exec(token)?.[3];
    if (issued === undefined) return false;
    const at = parseInt(issued, 36);
    return at < this.expiredBefore || this.now().getTime() - at > TOKEN_VALIDITY_MS;
  }

  /** Every token issued until now counts as expired, as if five minutes had passed (tests). */
  expireIssued(): void {
    this.expiredBefore = this.now().getTime() + 1;
  }

  reset(): void {
    this.first.clear();
    this.verified = [];
    this.refused = [];
    this.expiredBefore = 0;
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

/**
 * The site's captcha settings for this stand-in on a sandbox's port (e2e sites, benchmarks): the
 * widget's site key and script. The backend (this sandbox) verifies the tokens, so the site
 * needs no secret; with `siteVerifies` the site verifies them itself (CAPTCHA_VERIFY=site)
 * with the stand-in's secret and siteverify.
 */
export function sandboxTurnstileEnv(sandboxPort: number, { siteVerifies = false } = {}): Record<string, string> {
  const origin = `http://127.0.0.1:${sandboxPort}`;
  const widget = { NEXT_PUBLIC_TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY, NEXT_PUBLIC_TURNSTILE_SCRIPT_URL: `${origin}/turnstile/v0/api.js` };
  if (!siteVerifies) return { ...widget, CAPTCHA_VERIFY: 'backend', TURNSTILE_SECRET_KEY: '', TURNSTILE_VERIFY_URL: '' };
  return { ...widget, CAPTCHA_VERIFY: 'site', TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: `${origin}/turnstile/v0/siteverify` };
}

/** A token as the stand-in's widget mints it (for requests made without a browser). */
export function fakeTurnstileToken(action: string, issuedAt: Date = new Date()): string {
  return `${FAKE_TOKEN_PREFIX}${FAKE_TURNSTILE_SITE_KEY}.${action}.${issuedAt.getTime().toString(36)}.${randomBytes(16).toString('hex')}`;
}

/** A token as the site's sandbox captcha provider mints it (staging without a site key). */
export function sandboxProviderToken(action: string): string {
  return `sandbox-captcha-${action}-${randomBytes(16).toString('hex')}`;
}
