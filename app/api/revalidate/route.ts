import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { checkSettingsCaptchaKey } from '@/features/checkout/data';
import { ORDER_SETTINGS_TAG } from '@/request/cache-tags';
import { handleRevalidate } from '@/content-sync/revalidate';
import { learn } from '@/content-sync/routing-sync';
import { loadConfig } from '@/edge/config';
import { guessLimit } from '@/edge/secret';
import { clientAddress } from '@/request/client-address';
import { SharedRateLimiter } from '@/request/shared-rate-limit';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/revalidate (CONTRACT §9): the backend's webhook. Logic in content-sync/revalidate.ts.
export const dynamic = 'force-dynamic';

/**
 * Wrong webhook secrets per client in 15 minutes (issue 31), shared through Redis when REDIS_URL
 * is set. Right ones are not counted: the backend's bursts of edits never meet the limit.
 */
const webhookGuesses = new SharedRateLimiter({ name: 'revalidate-secret', limit: 20, windowMs: 15 * 60_000, redisUrl: () => loadConfig().REDIS_URL });

export const POST = withKnownHost((request: Request) => {
  const config = loadConfig();
  return handleRevalidate(request, {
    secret: config.REVALIDATE_SECRET,
    guesses: guessLimit(webhookGuesses, clientAddress(request, config)),
    revalidateTag: (tag) => revalidateTag(tag, 'max'),
    expireTag: (tag) => {
      revalidateTag(tag, { expire: 0 });
      // The settings changed: a captcha flag on without the site key is reported (features/checkout/captcha-site-key.ts).
      if (tag === ORDER_SETTINGS_TAG) after(() => checkSettingsCaptchaKey('settings_webhook'));
    },
    learn: (paths, settings) => learn(paths, settings),
  });
}, 'internal');
