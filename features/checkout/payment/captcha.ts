// Captcha behind a provider interface: the payment step asks for a token when the settings
// ask for one (card: captcha_card; Apple/Google Pay: captcha_wallet) and sends it as the order
// body's captchaToken; the backend verifies it. The sandbox provider yields a token the
// sandbox accepts; a real provider (reCAPTCHA, Turnstile…) implements the same interface.

export interface CaptchaProvider {
  /** A fresh token for one submission attempt. */
  token(action: string): Promise<string>;
}

export const SANDBOX_CAPTCHA_PREFIX = 'sandbox-captcha-';

export const sandboxCaptcha: CaptchaProvider = {
  async token(action) {
    return `${SANDBOX_CAPTCHA_PREFIX}${action}-${crypto.randomUUID()}`;
  },
};

let current: CaptchaProvider = sandboxCaptcha;

/** The site's captcha provider (the sandbox one unless a real one was installed). */
export function captchaProvider(): CaptchaProvider {
  return current;
}

export function setCaptchaProvider(provider: CaptchaProvider): void {
  current = provider;
}
