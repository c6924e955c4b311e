import { log } from '@/request/log';
import { SANDBOX_CAPTCHA_PREFIX } from './payment/captcha';
import { TURNSTILE_VERIFY_URL } from './payment/turnstile';

// siteverify for the order routes when CAPTCHA_VERIFY=site (../gateway-check.ts captchaProblem;
// by default the backend verifies and the site never calls this). Production never takes the
// sandbox provider's tokens; staging does (a plain `npm start` has no site key). A token is
// single-use at Cloudflare: it is verified under an idempotency_key derived from the token and
// the order's Idempotency-Key, so the same attempt sent again (an unknown outcome) gets
// Cloudflare's first answer, and the same token under another order's key is a duplicate.

export type CaptchaVerdict =
  | { ok: true }
  /** The donor's token is missing, refused or spent: ask them to try again (400). */
  | { ok: false; reason: 'missing' | 'sandbox_token' | 'rejected'; codes: string[] }
  /** The site cannot check tokens now (no secret, Cloudflare down or slow): nothing is sent (503). */
  | { ok: false; reason: 'unconfigured' | 'unavailable'; codes: string[] };

export interface CaptchaCheck {
  token: string | null | undefined;
  /** The action the widget was rendered with ('donation', 'gift_order'). */
  action: string;
  /** The donor's address, when known (siteverify's remoteip). */
  remoteip: string | null;
  /** siteverify's idempotency_key for this token and order (captchaIdempotencyKey). */
  idempotencyKey: string;
}

export interface CaptchaVerifyOptions {
  appEnv: 'production' | 'staging';
  /** TURNSTILE_SECRET_KEY. */
  secret: string | undefined;
  /** TURNSTILE_VERIFY_URL (Cloudflare's siteverify unless set). */
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type CaptchaVerifier = (check: CaptchaCheck) => Promise<CaptchaVerdict>;

/** siteverify is quick; a donor waits on it, so it gets little time before the order is refused (503). */
export const VERIFY_TIMEOUT_MS = 4_000;
/** Turnstile's own bound on a token. */
export const MAX_TOKEN_LENGTH = 2048;

/** Error codes that mean the site's secret is wrong, not the donor's token. */
const SECRET_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'invalid-widget-id', 'invalid-parsed-secret']);

/** A UUID (v4-shaped) from a token and its order's Idempotency-Key: siteverify's idempotency_key. */
export async function captchaIdempotencyKey(token: string, orderKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${token}\n${orderKey}`)));
  const hex = Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function verdictOf(body: unknown, action: string): CaptchaVerdict {
  if (!body || typeof body !== 'object' || typeof (body as { success?: unknown }).success !== 'boolean') return { ok: false, reason: 'unavailable', codes: ['bad-answer'] };
  const answer = body as { success: boolean; 'error-codes'?: unknown; action?: unknown };
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((c): c is string => typeof c === 'string') : [];
  if (answer.success) {
    // A token solved for another form is not this order's (Turnstile protects the action from tampering).
    if (typeof answer.action === 'string' && answer.action !== '' && answer.action !== action) return { ok: false, reason: 'rejected', codes: ['action-mismatch'] };
    return { ok: true };
  }
  if (codes.some((c) => SECRET_CODES.has(c))) return { ok: false, reason: 'unconfigured', codes };
  if (codes.includes('internal-error')) return { ok: false, reason: 'unavailable', codes };
  return { ok: false, reason: 'rejected', codes };
}

/** Verifies one token (see the file's comment for the rules). Logs each refusal by name. */
export async function verifyCaptcha(check: CaptchaCheck, options: CaptchaVerifyOptions): Promise<CaptchaVerdict> {
  const token = check.token?.trim() ?? '';
  if (!token) return { ok: false, reason: 'missing', codes: [] };
  if (token.startsWith(SANDBOX_CAPTCHA_PREFIX)) {
    if (options.appEnv !== 'production') return { ok: true };
    log.warn('captcha_sandbox_token_refused', { action: check.action });
    return { ok: false, reason: 'sandbox_token', codes: [] };
  }
  if (!options.secret) {
    log.error('captcha_unconfigured', { action: check.action, missing: 'TURNSTILE_SECRET_KEY' });
    return { ok: false, reason: 'unconfigured', codes: ['missing-input-secret'] };
  }
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'rejected', codes: ['invalid-input-response'] };
  const form = new URLSearchParams({ secret: options.secret, response: token, idempotency_key: check.idempotencyKey });
  if (check.remoteip) form.set('remoteip', check.remoteip);
  let verdict: CaptchaVerdict;
  try {
    const response = await (options.fetch ?? fetch)(options.verifyUrl ?? TURNSTILE_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
      cache: 'no-store',
    });
    verdict = response.ok ? verdictOf(await response.json().catch(() => null), check.action) : { ok: false, reason: 'unavailable', codes: [`http-${response.status}`] };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    verdict = { ok: false, reason: 'unavailable', codes: [timedOut ? 'timeout' : 'network-error'] };
  }
  if (!verdict.ok) {
    const event = verdict.reason === 'rejected' ? 'captcha_rejected' : verdict.reason === 'unconfigured' ? 'captcha_unconfigured' : 'captcha_verify_unavailable';
    log[verdict.reason === 'rejected' ? 'warn' : 'error'](event, { action: check.action, codes: verdict.codes });
  }
  return verdict;
}
