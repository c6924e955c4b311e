import { turnstileSiteKey } from './turnstile';

// Captcha behind a provider interface: the payment step asks for a token when the settings
// ask for one (card: captcha_card; Apple/Google Pay: captcha_wallet; see captchaFlagsFor) and
// sends it as the order body's captchaToken. Who verifies it is CAPTCHA_VERIFY's choice
// (../gateway-check.ts captchaProblem): the backend (the default, CONTRACT §6; the site never
// spends the token) or the order route itself. With a site key the token comes from the
// Turnstile widget mounted beside the payment fields (../components/CaptchaField.tsx); without
// one, the sandbox provider's, which a production server refuses.

/** The order routes' refusal of a missing or refused token (400). */
export const CAPTCHA_MISSING = 'Please confirm you are not a robot, then try again.';

/** The settings' captcha flags. */
export interface CaptchaFlags {
  captchaCard: boolean;
  captchaWallet: boolean;
}

/** Who verifies the token (CAPTCHA_VERIFY): the backend (CONTRACT §6), or the site's order routes. */
export type CaptchaVerifyMode = 'backend' | 'site';

/**
 * The flags as the checkout and the order routes apply them. With `backend` as the settings
 * say: the backend verifies, and it knows whether a card payment came from a wallet (Stripe's
 * PaymentMethod says so). With `site` the order route cannot tell a wallet's card from a typed
 * one (a body's `details.wallet` is the client's word, and the site has no Stripe secret to
 * ask), so a card payment is a card for the captcha: a wallet needs a token whenever a card
 * does, and the checkout shows the widget for wallets too.
 */
export function captchaFlagsFor(flags: CaptchaFlags, mode: CaptchaVerifyMode): CaptchaFlags {
  return { captchaCard: flags.captchaCard, captchaWallet: flags.captchaWallet || (mode === 'site' && flags.captchaCard) };
}

export interface CaptchaProvider {
  /** A fresh token for one submission attempt; '' when none could be had (the route then asks the donor to try again). */
  token(action: string): Promise<string>;
}

export const SANDBOX_CAPTCHA_PREFIX = 'sandbox-captcha-';

export const sandboxCaptcha: CaptchaProvider = {
  async token(action) {
    return `${SANDBOX_CAPTCHA_PREFIX}${action}-${crypto.randomUUID()}`;
  },
};

/** A mounted widget: its current token (then a fresh challenge for the next attempt), or ''. */
export interface CaptchaWidgetHandle {
  token(): Promise<string>;
}

let widget: CaptchaWidgetHandle | null = null;
let waiting: ((handle: CaptchaWidgetHandle) => void)[] = [];

/** The widget says it is there (and, with the returned function, gone). */
export function registerCaptchaWidget(handle: CaptchaWidgetHandle): () => void {
  widget = handle;
  for (const resolve of waiting) resolve(handle);
  waiting = [];
  return () => {
    if (widget === handle) widget = null;
  };
}

/** Time the widget's own chunk and script may take to arrive after the method was chosen. */
export const WIDGET_WAIT_MS = 15_000;

/** Tokens from the mounted widget, waiting a while for it to mount. */
export function widgetCaptcha(waitMs = WIDGET_WAIT_MS): CaptchaProvider {
  return {
    async token() {
      const mounted =
        widget ??
        (await new Promise<CaptchaWidgetHandle | null>((resolve) => {
          waiting.push(resolve);
          setTimeout(() => resolve(null), waitMs);
        }));
      return mounted ? mounted.token() : '';
    },
  };
}

let installed: CaptchaProvider | null = null;

/** The site's captcha provider: one installed (tests), else the widget's with a site key, else the sandbox's. */
export function captchaProvider(): CaptchaProvider {
  return installed ?? (turnstileSiteKey() ? widgetCaptcha() : sandboxCaptcha);
}

/** Installs a provider (null: back to the default). */
export function setCaptchaProvider(provider: CaptchaProvider | null): void {
  installed = provider;
}
