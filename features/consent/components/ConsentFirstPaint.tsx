import { consentCookieDomains } from '@/edge/cookie-domain';
import { CONSENT_COOKIE_DOMAINS_ATTRIBUTE, CONSENT_FIRST_PAINT_SCRIPT } from '../first-paint';

/**
 * Right after <ConsentDialog>, in the server's HTML: shows the dialog before the first paint
 * when no answer is stored (../first-paint.ts). A fixed text: the checkout's enforced policy
 * allows it by its hash (edge/security-headers.ts), static pages' report-only policy by
 * 'unsafe-inline'. The domains the storefronts share (edge/cookie-domain.ts, from MAIN_HOSTS and
 * GIFTS_HOSTS) ride on an attribute, outside the hashed text: there the answer is shared.
 */
export function ConsentFirstPaint() {
  const domains = consentCookieDomains();
  return <script {...{ [CONSENT_COOKIE_DOMAINS_ATTRIBUTE]: domains.length ? domains.join(' ') : undefined }} dangerouslySetInnerHTML={{ __html: CONSENT_FIRST_PAINT_SCRIPT }} />;
}
