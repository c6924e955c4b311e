import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadConfig } from '@/edge/config';
import type { DonationBlock } from '@/features/blocks';
import { currencyForCountry } from '@/features/common/money';
import { deferPageOnBuildFailure, isBuildPhase, keepLastGoodPageWithout, tagThisPage } from '@/features/common/cache';
import type { RouteResult } from '@/features/content';
import { PageFrame } from '@/features/chrome';
import { getPageRoute, tellRendered } from '@/features/content/data';
import { getSettings } from '@/features/settings/data';
import { walletFlagsFor } from '@/features/checkout/data';
import { SETTINGS_UNAVAILABLE } from '@/features/settings';
import { AmountStep, type AmountStepProps } from './components/AmountStep';
import { WalletAtRest } from './components/WalletPanelView';
import { basePath, checkoutBase, DEFAULT_BASE } from './steps';
import { pageCacheTag, SETTINGS_TAG } from '@/request/cache-tags';

// The amount step page (app/main/donation/amount/… only wires the route to it). Kept apart
// from the checkout pages so this route ships only the gift chooser's JavaScript.


/** The page's first donation block (hero or inline, main column first). */
function donationBlock(blocks: readonly { type: string }[]): DonationBlock | null {
  return (blocks.find((b) => b.type === 'donation_hero' || b.type === 'donation_inline') as DonationBlock | undefined) ?? null;
}

/**
 * The amount step: '{page}/single' or '{page}/monthly' shows that page's donation block as a
 * full-page chooser. ISR: rendered on first request, refreshed with the page's content.
 */
export async function DonationAmountPage({ type, segments }: { type: string; segments: string[] }) {
  if (type !== 'single' && type !== 'monthly') notFound();
  const path = basePath(segments);
  if (!path) notFound();
  const country = loadConfig().DEFAULT_COUNTRY;
  const settings = await getSettings('main');
  // A page without its menus is never cached: at run time this throws and Next keeps (or, on
  // a first render, does not yet have) a good page, as content pages do.
  await keepLastGoodPageWithout(settings.problems.includes(SETTINGS_UNAVAILABLE), { storefront: 'main', path: `${path}/${type}` });
  // The appeal's own path tags its steps, before any 404: the webhook that republishes the
  // appeal brings its steps back with it (issue 30).
  await tagThisPage([SETTINGS_TAG, pageCacheTag(path)]);
  let result: RouteResult;
  try {
    result = await getPageRoute('main', path);
  } catch (error) {
    // The build survives an unreachable backend (the page renders on demand, never a
    // placeholder); at run time the error propagates and Next keeps the last good page.
    return deferPageOnBuildFailure(error, { storefront: 'main', path: `${path}/${type}` });
  }
  // At run time the middleware answers an unpublished or withdrawn appeal's status itself
  // (issue 30): met here it is a race, and the step keeps its last good render rather than
  // caching a 404 whose head would outlive a republish.
  if (result.kind === 'error' && (result.statusCode >= 500 || !isBuildPhase())) throw new Error(`${result.statusCode} from the router for ${path}`);
  if (result.kind !== 'entity' || result.entity.entityType !== 'node') notFound();
  const node = result.entity.node;
  await tagThisPage([node.cacheTag]);
  const block = donationBlock([...node.blocks, ...node.sidebarBlocks]);
  if (!block) notFound();
  const base = node.bundle === 'appeal' ? checkoutBase(path) : DEFAULT_BASE;
  const visible = `${path}/${type}`;
  await tellRendered('main', visible, `/main/donation/amount/${type}${path}`);
  const chooser: Omit<AmountStepProps, 'title' | 'walletRest'> = {
    country,
    currency: currencyForCountry(country),
    kind: type,
    presets: block.presets,
    minAmount: block.min_amount,
    appealId: block.appeal_id ?? node.appealId,
    base,
    pagePath: path,
    askSchoolName: block.ask_school_name,
    wallet: walletFlagsFor(settings.checkout),
  };
  return (
    <PageFrame storefront="main" settings={settings} path={visible} bundle="appeal">
      <AmountStep title={node.title} {...chooser} walletRest={<WalletAtRest formId="amount-step" chooser={chooser} flags={chooser.wallet} />} />
    </PageFrame>
  );
}

export const amountPageMetadata: Metadata = { title: 'Make a donation', robots: { index: false } };

