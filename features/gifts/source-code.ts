import { isUuid } from '@/edge/flags';
import { offeredSource, type Attribution } from '@/features/common/attribution';

/**
 * The gift order's source code: the tab's attribution ('source;appeal'), else the attribution
 * cookie, and only when it is one of the codes on offer now (SPEC §5: startsAt has passed),
 * as the donation checkout does.
 */
export function giftSourceCode(session: Attribution, cookie: string | null, offered: readonly { code: string }[]): string | null {
  const source = session.source ?? (isUuid(cookie) ? cookie.trim().toLowerCase() : null);
  return offeredSource({ source, appeal: null }, offered);
}
