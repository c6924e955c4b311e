import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import type { Storefront } from '@/edge/backend';
import { loadConfig, siteUrl } from '@/edge/config';
import { log } from '@/request/log';
import type { BlockContext, FeatureBlockRenderers } from '@/features/blocks/components';
import { deferPageOnBuildFailure, keepLastGoodPageWithout, tagThisPage } from '@/features/common/cache';
import { backendAssetUrl } from '@/features/common/image';
import { currencyForCountry } from '@/features/common/money';
import { SETTINGS_UNAVAILABLE, type SiteSettings } from '@/features/settings';
import { appRoute } from '@/routing/app-routes';
import { routerOutcome } from '@/routing/decide';
import { EntityView } from './components/EntityView';
import { ErrorView } from './components/ErrorView';
import { DeadEndHelp, PageFrame } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';
import { walletFlagsFor } from '@/features/checkout/data';
import { entityCacheTag, getCountryAppeal, getPageRoute, tellRendered } from './data';
import { PAGE_ASK_BUNDLES, pageAskFor } from './ask';
import { metadataFromTags } from '@/features/common/metadata';
import type { RoutedEntity } from './route';
import { currentPreview } from './preview';
import { contentLookupPath, errorPageText } from './rules';
import { pageCacheTag, SETTINGS_TAG } from '@/request/cache-tags';

// The storefronts' pages as server components; app/ only wires routes to them.

export class RouteStatusError extends Error {
  override name = 'RouteStatusError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function blockContext(storefront: Storefront, settings: SiteSettings, path: string, renderers: FeatureBlockRenderers): BlockContext {
  return {
    renderers,
    consent: settings.consent,
    currency: currencyForCountry(loadConfig().DEFAULT_COUNTRY),
    pagePath: path,
    giftsOrigin: storefront === 'gifts' ? '' : siteUrl('gifts'),
    wallet: walletFlagsFor(settings.checkout),
  };
}

/** The path of the page shown at a storefront's '/' (SPEC §2). */
function homePath(storefront: Storefront, settings: SiteSettings): string {
  return storefront === 'main' ? settings.frontPage : settings.gifts.homePath;
}

/**
 * The router's answer for a page (SPEC §8), as routing/decide.ts maps it for the middleware too.
 * The middleware answers a path's status itself once it knows it (the webhook's answer, or what
 * this render just told it: data.ts getPageRoute), so here a redirect or an error status is a
 * page that changed: the render throws and Next keeps its last good copy (or answers an
 * uncached error when there is none), never caching a 404 or a redirect for the path. Only in
 * preview mode (never cached) and for a path of an app route's tree that no page of it takes does the
 * page answer itself.
 */
async function routedEntity(storefront: Storefront, path: string): Promise<RoutedEntity> {
  const outcome = routerOutcome(storefront, await getPageRoute(storefront, path));
  if (outcome.kind === 'render') return outcome.entity;
  const preview = (await currentPreview()) !== null;
  if (outcome.kind === 'redirect' && preview) return outcome.status === 301 || outcome.status === 308 ? permanentRedirect(outcome.location) : redirect(outcome.location);
  if (outcome.kind === 'status' && outcome.status === 404 && (preview || appRoute(storefront, path) !== null)) return notFound();
  log[outcome.status < 500 ? 'warn' : 'error']('page_route_changed', { storefront, path, status: outcome.status });
  throw new RouteStatusError(outcome.status, outcome.kind === 'status' && outcome.reason === 'routing' ? 'Internal Routing Error.' : `Routing answered ${outcome.status}`);
}

function entityFacts(entity: RoutedEntity) {
  switch (entity.entityType) {
    case 'node':
      return { bundle: entity.node.bundle, headerVariant: entity.node.headerVariant, title: entity.node.title, summary: entity.node.summary, image: entity.node.image, metaTags: entity.node.metaTags };
    case 'commerce_product':
      return { bundle: entity.product.bundle, headerVariant: null, title: entity.product.title, summary: null, image: entity.product.image, metaTags: entity.product.metaTags };
    case 'taxonomy_term':
      return { bundle: 'gift_category', headerVariant: null, title: entity.category.pageTitle ?? entity.category.title, summary: null, image: null, metaTags: entity.category.metaTags };
  }
}

/** A content page: `path` as the reader sees it, `lookupPath` as the router is asked. */
async function renderEntityPage(storefront: Storefront, path: string, lookupPath: string, renderers: FeatureBlockRenderers) {
  const settings = await getSettings(storefront);
  // Settings first: without them the home path may be a default the router does not know,
  // and a 404 cached for it would outlive the outage (the gifts home, issue 30).
  await keepLastGoodPageWithout(settings.problems.includes(SETTINGS_UNAVAILABLE), { storefront, path });
  // Tagged before the router is asked: a 404 cached while the page was unpublished carries
  // the tags the webhook sends when it is published again (issue 30).
  await tagThisPage([SETTINGS_TAG, pageCacheTag(path), pageCacheTag(lookupPath)]);
  let entity: RoutedEntity;
  try {
    entity = await routedEntity(storefront, lookupPath);
  } catch (error) {
    // Never a placeholder: while building, a page the backend cannot give is left to render
    // on demand (no ISR entry); at run time the error propagates, so Next keeps serving the
    // last good page, or answers an uncached error status when there is none.
    return deferPageOnBuildFailure(error, { storefront, path });
  }
  await tagThisPage([entityCacheTag(entity)]);
  await tellRendered(storefront, path, path === '/' ? `/${storefront}` : `/${storefront}${path}`);
  const facts = entityFacts(entity);
  const ask = await pageAsk(entity);
  return (
    <PageFrame storefront={storefront} settings={settings} path={path} bundle={facts.bundle} headerVariant={facts.headerVariant}>
      <EntityView entity={entity} ask={ask} context={{ ...blockContext(storefront, settings, path, renderers), pageBundle: facts.bundle, pageTitle: facts.title }} />
    </PageFrame>
  );
}

/** The ask a news page or story ends with (issue 40): its country's appeal, else the general donate page. */
async function pageAsk(entity: RoutedEntity) {
  if (entity.entityType !== 'node' || !PAGE_ASK_BUNDLES.has(entity.node.bundle)) return null;
  const { country } = entity.node;
  return pageAskFor(entity.node, country ? await getCountryAppeal(country.type, country.value) : null);
}

async function entityMetadata(storefront: Storefront, path: string, lookupPath: string): Promise<Metadata> {
  // A failure is the page's to handle (it shares this cached answer): no metadata of its own.
  const result = await getPageRoute(storefront, lookupPath).catch(() => null);
  if (result?.kind !== 'entity') return {};
  const facts = entityFacts(result.entity);
  return metadataFromTags(facts.metaTags, { title: facts.title, description: facts.summary, path, image: facts.image ? backendAssetUrl(facts.image.url) : null });
}

/** Pages that show blocks are given the renderers of the blocks other features own (app/block-renderers.ts). */
interface BlockPageProps {
  storefront: Storefront;
  renderers: FeatureBlockRenderers;
}

export function ContentPage({ storefront, segments, renderers }: BlockPageProps & { segments: string[] }) {
  const lookupPath = contentLookupPath(segments);
  return renderEntityPage(storefront, lookupPath, lookupPath, renderers);
}

export function contentPageMetadata(storefront: Storefront, segments: string[]): Promise<Metadata> {
  const lookupPath = contentLookupPath(segments);
  return entityMetadata(storefront, lookupPath, lookupPath);
}

/** '/' shows the page the settings name (the main site's front page, the gifts home path). */
export async function HomePage({ storefront, renderers }: BlockPageProps) {
  const settings = await getSettings(storefront);
  return renderEntityPage(storefront, '/', homePath(storefront, settings), renderers);
}

export async function homePageMetadata(storefront: Storefront): Promise<Metadata> {
  const settings = await getSettings(storefront);
  return entityMetadata(storefront, '/', homePath(storefront, settings));
}

/** A status page with the storefront's chrome: the middleware serves it with the real status. */
export async function StatusPage({ storefront, status, detail }: { storefront: Storefront; status: number; detail?: string }) {
  const settings = await getSettings(storefront);
  return (
    <PageFrame storefront={storefront} settings={settings} path="/" banners={false}>
      <ErrorView status={status} detail={detail} />
      {/* A reader who is lost gets a way on (issue 40): the main site's not-found page. */}
      {storefront === 'main' && status === 404 ? <DeadEndHelp settings={settings} /> : null}
    </PageFrame>
  );
}

export function statusPageMetadata(status: number): Metadata {
  return { title: errorPageText(status).title, robots: { index: false } };
}

/**
 * The not-found page of a storefront (notFound() anywhere under it: an amount step of a page with no donation block, a
 * gift the catalogue lacks). Next sends it with every page's payload, so it is light: the brand's header, SPEC's text and
 * its link home. An unknown path gets the middleware's 404 (StatusPage), with the full frame and a way on.
 */
export async function NotFoundPage({ storefront }: { storefront: Storefront }) {
  const settings = await getSettings(storefront);
  return (
    <PageFrame storefront={storefront} settings={settings} path="/" headerVariant="no_navigation" banners={false}>
      <ErrorView status={404} />
    </PageFrame>
  );
}
