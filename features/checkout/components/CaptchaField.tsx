'use client';

import dynamic from 'next/dynamic';
import { needsCaptcha, type PaymentMethodKey } from '../payment-methods';
import { turnstileSiteKey } from '../payment/turnstile';

// The captcha beside the payment fields, only where the settings ask for one on the chosen
// method and a site key is configured: the widget's code and Cloudflare's script load then,
// never on content pages (docs/architecture.md "Captcha"). The flags are the ones the order
// route applies (captchaFlagsFor: with CAPTCHA_VERIFY=site a wallet needs the card's too).

const TurnstileWidget = dynamic(() => import('./TurnstileWidget'), { ssr: false });

export interface CaptchaFieldProps {
  /** The chosen payment method, if any. */
  method: PaymentMethodKey | null;
  /** The captcha flags as the order route applies them (captchaFlagsFor). */
  flags: { captchaCard: boolean; captchaWallet: boolean };
  /** What the order route expects the token to be for ('donation', 'gift_order'). */
  action: 'donation' | 'gift_order';
}

export function CaptchaField({ method, flags, action }: CaptchaFieldProps) {
  const siteKey = turnstileSiteKey();
  if (!siteKey || !method || !needsCaptcha(method, flags)) return null;
  return <TurnstileWidget siteKey={siteKey} action={action} />;
}
