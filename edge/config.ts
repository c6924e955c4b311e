import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { CLIENT_ADDRESS_SOURCES } from '../request/client-address';

// The site's whole configuration: one typed module, validated once by zod. A bad variable
// fails at start with a message that names it (instrumentation.ts calls loadConfig()).

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    );

const optionalSecret = z
  .string()
  .optional()
  .transform((s) => (s && s.length > 0 ? s : undefined));

/** An IP address or a CIDR range ('10.0.0.0/8', '::1'). */
export function isAddressOrRange(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** An optional key of a given shape ('' counts as unset). */
const optionalKey = (pattern: RegExp, message: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s && s.length > 0 ? s : undefined))
    .refine((s) => s === undefined || pattern.test(s), message);

const optionalUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A share from 0 to 1 ('' or unset: 0). */
const sampleRate = z.coerce.number({ message: 'must be a number from 0 to 1' }).min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1').default(0);

/** A count of 0 or more ('' or unset: the fallback). */
const wholeNumber = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, 'must be a whole number, 0 or more')
    .optional()
    .transform((s) => (s ? Number(s) : fallback));

export const ConfigSchema = z.object({
  BACKEND_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL, e.g. http://127.0.0.1:4000' })
    .default('http://127.0.0.1:4000')
    .transform((u) => u.replace(/\/+$/, '')),
  BACKEND_CONSUMER_ID: z.string().min(1, 'must not be empty').default('charity-site'),
  BACKEND_HTTP_AUTH: z
    .string()
    .regex(/^[^:]+:.+$/, 'must be user:password')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BACKEND_SECRET: optionalSecret,
  DEFAULT_COUNTRY: z.enum(['IE', 'GB'], { message: 'must be IE or GB' }).default('IE'),
  GIFTS_HOSTS: list('gifts.localhost'),
  MAIN_HOSTS: list('localhost,127.0.0.1'),
  REVALIDATE_SECRET: optionalSecret,
  ADMIN_SECRET: optionalSecret,
  /** Compared with a `paymentSecret` query: turns on test payment mode in production. */
  PAYMENT_SECRET: optionalSecret,
  /**
   * 'production' (the default: no admin, test or preview powers without their secrets) or
   * 'staging' (test payment mode for everyone; no admin cookie needed for the tag manager).
   */
  APP_ENV: z.enum(['production', 'staging'], { message: 'must be production or staging' }).default('production'),
  EDGE_CONFIG: optionalSecret,
  /** A Vercel API token allowed to write EDGE_CONFIG's items (the webhook pushes redirects). */
  VERCEL_API_TOKEN: optionalSecret,
  /** The Vercel team owning the Edge Config, when it is not a personal account. */
  VERCEL_TEAM_ID: z.string().optional(),
  /** Public origins for canonical URLs, sitemaps and links between storefronts. */
  MAIN_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  GIFTS_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The backend's image paths the image optimiser may fetch (globs as Next's remotePatterns
   * take them, comma-separated); never with a query, so a query cannot mint a new copy.
   * Default: the sandbox's /images/** and Drupal's public files.
   */
  IMAGE_PATHS: z
    .string()
    .default('/images/**,/sites/default/files/**')
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((paths) => paths.length > 0 && paths.every((p) => /^\/[A-Za-z0-9._~\-/*]*$/.test(p) && p !== '/**' && !p.includes('..')), 'must be absolute image path globs such as /images/**, comma-separated (not /**)'),
  /** This instance's own origin when it is not loopback: the webhook answers on its host too. */
  INTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The build directory (next.config.ts `distDir`; several side by side, as the e2e tests' IE and GB): the routing reads the build's route table beside it. */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^[A-Za-z0-9._\-/]*$/, 'must be a directory name such as .next')
    .optional()
    .transform((s) => s || '.next'),
  /**
   * Redis shared by several instances (docs/architecture.md "Several instances"): Next's cache
   * (cache-handler.mjs) and the order routes' burst limits. Unset: each instance keeps its own.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Which address the burst limits count by (request/client-address.ts): Vercel's own header
   * ('vercel'), the X-Real-IP the proxy in front sets ('x-real-ip'), the X-Forwarded-For hop
   * past TRUSTED_PROXIES ('x-forwarded-for'), or, with no proxy, the peer Next writes into
   * X-Forwarded-For when a request has none ('socket'). Default: 'vercel' on Vercel (VERCEL=1),
   * else 'socket'.
   */
  CLIENT_ADDRESS_FROM: z.enum(CLIENT_ADDRESS_SOURCES, { message: `must be one of ${CLIENT_ADDRESS_SOURCES.join(', ')}` }).optional(),
  /** The proxies whose X-Forwarded-For hops are skipped (addresses or CIDR ranges, comma-separated). */
  TRUSTED_PROXIES: list('').refine((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated'),
  /** Set by Vercel on its platform. */
  VERCEL: z.string().optional(),
  /** '1' when scripts/serve.mjs (Next's custom server) stamps each request's TCP peer (request/peer-stamp.mjs). */
  SITE_PEER_STAMPED: z.string().optional(),
  /** Google Tag Manager container (inlined into the browser bundle at build time); unset: no container loads. */
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'must be a container id such as GTM-AB12CD')
    .optional(),
  // Payment providers' publishable keys, per mode (inlined into the checkout at build time).
  // Without a live key a method is not offered in live mode; without a test key test mode
  // uses the sandbox provider. A live key is refused where a test key belongs, and back.
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalKey(/^pk_live_[A-Za-z0-9]{8,}$/, 'must be a live publishable key (pk_live_…)'),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST: optionalKey(/^pk_test_[A-Za-z0-9]{8,}$/, 'must be a test publishable key (pk_test_…)'),
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: optionalKey(/^[A-Za-z0-9_-]{16,128}$/, 'must be a PayPal REST app client id'),
  NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST: optionalKey(/^[A-Za-z0-9_-]{16,128}$/, 'must be a PayPal sandbox REST app client id'),
  NEXT_PUBLIC_PAYPAL_PLAN_ID: optionalKey(/^P-[A-Z0-9]{10,40}$/, 'must be a PayPal billing plan id (P-…)'),
  NEXT_PUBLIC_PAYPAL_PLAN_ID_TEST: optionalKey(/^P-[A-Z0-9]{10,40}$/, 'must be a PayPal sandbox billing plan id (P-…)'),
  NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: optionalKey(/^pk_[A-Za-z0-9_-]{8,}$/, 'must be a Revolut Merchant public key (pk_…)'),
  NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST: optionalKey(/^pk_[A-Za-z0-9_-]{8,}$/, 'must be a Revolut Merchant sandbox public key (pk_…)'),
  /**
   * The address look-up (issue 31): 'contract' (the default: the backend's GET /address/find,
   * CONTRACT §8) or 'loqate' (Loqate's Capture API, GB postcodes and Irish Eircodes), which
   * needs ADDRESS_PROVIDER_KEY. ADDRESS_PROVIDER_URL replaces Loqate's https://api.addressy.com
   * (tests: the sandbox's /loqate stand-in). Server only.
   */
  ADDRESS_PROVIDER: z.enum(['contract', 'loqate'], { message: 'must be contract or loqate' }).default('contract'),
  ADDRESS_PROVIDER_KEY: optionalSecret,
  ADDRESS_PROVIDER_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Server only: creates the Revolut orders the Revolut Pay button pays (live, then sandbox). */
  REVOLUT_SECRET_KEY: optionalKey(/^sk_[A-Za-z0-9_-]{8,}$/, 'must be a Revolut Merchant secret key (sk_…)'),
  REVOLUT_SECRET_KEY_TEST: optionalKey(/^sk_[A-Za-z0-9_-]{8,}$/, 'must be a Revolut Merchant sandbox secret key (sk_…)'),
  /**
   * Server only: replaces the Merchant API's sandbox, https://sandbox-merchant.revolut.com, in
   * test payment mode (tests and `npm start`: the sandbox's /revolut stand-in). Live mode always
   * uses https://merchant.revolut.com.
   */
  REVOLUT_API_URL_TEST: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The captcha (Cloudflare Turnstile; docs/architecture.md "Captcha"): the widget's site key
  // (inlined at build time), needed in production when a settings captcha flag is on
  // (scripts/launch-check.ts). CAPTCHA_VERIFY says who spends the token: 'backend' (the
  // default, CONTRACT §6: the order routes pass it on untouched and call no siteverify) or
  // 'site' (for a backend that does not verify: the order routes verify it with siteverify
  // first, which then needs TURNSTILE_SECRET_KEY). The two URLs point at a stand-in in tests.
  CAPTCHA_VERIFY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['backend', 'site'], { message: 'must be backend or site' }).default('backend')),
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optionalKey(/^[A-Za-z0-9_-]{8,100}$/, 'must be a Turnstile site key (letters, digits, - and _)'),
  NEXT_PUBLIC_TURNSTILE_SCRIPT_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional().or(z.literal('').transform(() => undefined)),
  TURNSTILE_SECRET_KEY: optionalSecret,
  TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional().or(z.literal('').transform(() => undefined)),
  /**
   * Apple Pay's domain association file (the text Stripe gives for each domain), served at
   * /.well-known/apple-developer-merchantid-domain-association on both storefronts; or the
   * _FILE variant, a path to it. Unset: that path answers 404 and Apple Pay is never offered.
   */
  APPLE_PAY_DOMAIN_ASSOCIATION: optionalSecret,
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: optionalSecret,
  /** Error reporting (instrumentation.ts): the server's DSN, else the browser's; nothing loads without one. */
  SENTRY_DSN: optionalUrl,
  NEXT_PUBLIC_SENTRY_DSN: optionalUrl,
  /** The share of requests (server) and page loads (browser) Sentry traces, 0 to 1. */
  SENTRY_TRACES_SAMPLE_RATE: sampleRate,
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: sampleRate,
  /** The build's id (content-sync/snapshot.ts), e.g. the commit; unset: the time and a random suffix. */
  BUILD_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores, e.g. a commit hash')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Content pages per storefront the build pre-renders, most recently changed first (content-sync/content-paths.ts). */
  PRERENDER_LIMIT: wholeNumber(500),
  /** Set by `npm run build` (scripts/build.ts) when `npm run typecheck` passed on exactly these sources: the build skips its own check. */
  SITE_TYPES_CHECKED: z
    .string()
    .optional()
    .transform((s) => s === '1'),
});

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** The secrets a visitor can try to guess (a query, the webhook's header): long enough that guessing is hopeless. */
export const GUESSABLE_SECRETS = ['ADMIN_SECRET', 'PAYMENT_SECRET', 'REVALIDATE_SECRET'] as const;
export const MIN_SECRET_LENGTH = 32;

export function parseConfig(env: Env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) {
    const from = result.data.CLIENT_ADDRESS_FROM;
    if (result.data.ADDRESS_PROVIDER !== 'contract' && !result.data.ADDRESS_PROVIDER_KEY) {
      throw new ConfigError(`Invalid configuration:\n  ADDRESS_PROVIDER_KEY: must be set when ADDRESS_PROVIDER is ${result.data.ADDRESS_PROVIDER}`);
    }
    if (from === 'x-forwarded-for' && result.data.TRUSTED_PROXIES.length === 0) {
      throw new ConfigError(`Invalid configuration:\n  TRUSTED_PROXIES: must name the proxy that sets ${from} (got "")`);
    }
    // Issue 31: in production a short secret refuses the start (staging has no live payments to
    // protect, and the sandbox's defaults stay usable there).
    const short = result.data.APP_ENV === 'production' ? GUESSABLE_SECRETS.filter((name) => (result.data[name]?.length ?? MIN_SECRET_LENGTH) < MIN_SECRET_LENGTH) : [];
    if (short.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${short.map((name) => `${name}: must be at least ${MIN_SECRET_LENGTH} characters when APP_ENV is production, e.g. from \`openssl rand -hex 32\` (got (hidden))`).join('\n  ')}`);
    }
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(config)');
    const got = env[name];
    const shown = name.includes('SECRET') || name.includes('AUTH') || name === 'REDIS_URL' ? '(hidden)' : JSON.stringify(got);
    return `${name}: ${issue.message} (got ${shown})`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** A storefront's public origin: MAIN_SITE_URL / GIFTS_SITE_URL, else its first host on PORT. */
export function siteUrl(storefront: 'main' | 'gifts', config: Config = loadConfig()): string {
  const explicit = storefront === 'main' ? config.MAIN_SITE_URL : config.GIFTS_SITE_URL;
  if (explicit) return explicit.replace(/\/+$/, '');
  const host = (storefront === 'main' ? config.MAIN_HOSTS : config.GIFTS_HOSTS)[0] ?? 'localhost';
  return `http://${host}:${config.PORT}`;
}

let cached: Config | undefined;

/** The validated configuration of this process (parsed on first use, then kept). */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * What Next itself sets, or inlines at build time, rather than the deployment: literal
 * `process.env.NAME` reads, because Next's compiler replaces only those (NODE_ENV,
 * NEXT_RUNTIME, NEXT_PHASE). Read when called, never validated: Next vouches for them.
 */
export const nextEnv = {
  /** 'nodejs' or 'edge': where this code runs. */
  runtime: (): string | undefined => process.env.NEXT_RUNTIME,
  /** True while `next build` pre-renders pages. */
  isBuildPhase: (): boolean => process.env.NEXT_PHASE === 'phase-production-build',
  /** True under `next dev`. */
  isDevelopment: (): boolean => process.env.NODE_ENV === 'development',
};

/** Tests only: forget the cached configuration so the next loadConfig() reads the env again. */
export function resetConfigForTests(): void {
  cached = undefined;
}
