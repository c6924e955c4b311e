import { CONSENT_FIRST_PAINT_SCRIPT } from '../first-paint';

/**
 * Right after <ConsentDialog>, in the server's HTML: shows the dialog before the first paint
 * when no answer is stored (../first-paint.ts). A fixed text: the checkout's enforced policy
 * allows it by its hash (edge/security-headers.ts), static pages' report-only policy by
 * 'unsafe-inline'.
 */
export function ConsentFirstPaint() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_FIRST_PAINT_SCRIPT }} />;
}
