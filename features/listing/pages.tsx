import 'server-only';
import type { Metadata } from 'next';
import { SoftLink } from '@/features/common/components/SiteLink';
import { notFound } from 'next/navigation';
import { deferPageOnBuildFailure, tagThisPage } from '@/features/common/cache';
import { frameSettings } from './frame';
import type { Listing } from '@/features/content';
import type { Storefront } from '@/edge/backend';
import { PageFrame } from '@/features/chrome';
import { tellRouting } from '@/features/content/data';
import { CookiePolicy, COOKIE_POLICY_TITLE } from './components/CookiePolicy';
import { ListingView } from './components/ListingView';
import { ThemeNav } from './components/ThemeNav';
import { getTermListing, getThemeListing } from './data';
import { isTermPath } from './query';
import { isKnowledgeHubTheme, KNOWLEDGE_HUB_PATH, themeLabel, themePath, type KnowledgeHubTheme } from './themes';
import { LISTING_TAG, listingTag, SETTINGS_TAG } from '@/request/cache-tags';

// The main site's app-only pages (SPEC §2) as server components; app/main/… only wires them.

/**
 * The first page of a listing; null when the backend does not know it (→ 404). At run time any
 * other failure throws, and Next keeps serving the last good page; while building, an
 * unreachable backend leaves the page to render on demand (never a placeholder).
 */
async function loadListing(load: () => Promise<Listing | null>, path: string): Promise<Listing | null> {
  try {
    return await load();
  } catch (error) {
    return deferPageOnBuildFailure(error, { storefront: 'main', path });
  }
}

// ——— /content/{type}/{value} ———

const termPath = (type: string, value: string) => `/content/${type}/${value}`;

export async function TermListingPage({ type, value }: { type: string; value: string }) {
  if (!isTermPath(type, value)) notFound();
  const path = termPath(type, value);
  const [settings, listing] = await Promise.all([frameSettings(), loadListing(() => getTermListing(type, value), path)]);
  // The middleware asks the listing endpoint before a listing renders (no 404 cached per junk
  // URL): what this render finds is told to the routing, and a listing gone since is never
  // cached as a 404 (the last good copy stays while the middleware answers 404).
  await tellRouting('main', path, listing === null ? { kind: 'error', statusCode: 404 } : { kind: 'entity', entity: { entityType: 'node' } });
  if (listing === null) throw new Error(`The listing ${path} is gone: the routing answers 404 from now on`);
  await tagThisPage([LISTING_TAG, listingTag(type, value), SETTINGS_TAG]);
  return (
    <PageFrame storefront="main" settings={settings} path={path}>
      <ListingView listing={listing} source={{ type, value }} />
    </PageFrame>
  );
}

export async function termListingMetadata(type: string, value: string): Promise<Metadata> {
  if (!isTermPath(type, value)) return {};
  const path = termPath(type, value);
  const listing = await getTermListing(type, value).catch(() => null);
  const title = listing?.title ?? 'Latest updates';
  const description = `News, stories, appeals and publications about ${title}.`;
  return { title, description, alternates: { canonical: path }, openGraph: { title, description, url: path, type: 'website' } };
}

// ——— /knowledge-hub/{theme} ———

const KNOWLEDGE_HUB_TITLE = 'Knowledge hub';

function themeDescription(theme: KnowledgeHubTheme): string {
  return `Research, evaluations and learning from our programmes on ${themeLabel(theme).toLowerCase()}.`;
}

export async function KnowledgeHubThemePage({ theme }: { theme: string }) {
  if (!isKnowledgeHubTheme(theme)) notFound();
  const path = themePath(theme);
  const [settings, listing] = await Promise.all([frameSettings(), loadListing(() => getThemeListing(theme), path)]);
  if (listing === null) notFound();
  await tagThisPage([LISTING_TAG, listingTag('theme', theme), SETTINGS_TAG]);
  return (
    <PageFrame storefront="main" settings={settings} path={path}>
      <ListingView
        listing={listing}
        source={{ theme }}
        kicker={<SoftLink href={KNOWLEDGE_HUB_PATH}>{KNOWLEDGE_HUB_TITLE}</SoftLink>}
        intro={themeDescription(theme)}
        nav={<ThemeNav current={theme} />}
      />
    </PageFrame>
  );
}

export async function knowledgeHubThemeMetadata(theme: string): Promise<Metadata> {
  if (!isKnowledgeHubTheme(theme)) return {};
  const path = themePath(theme);
  const listing = await getThemeListing(theme).catch(() => null);
  const title = `${listing?.title ?? themeLabel(theme)} – ${KNOWLEDGE_HUB_TITLE}`;
  const description = themeDescription(theme);
  return { title, description, alternates: { canonical: path }, openGraph: { title, description, url: path, type: 'website' } };
}

// ——— /knowledge-hub ———

const KNOWLEDGE_HUB_INTRO = 'Research, evaluations and learning from our programmes, by theme.';

/** The hub's landing page: the seven themes and its latest items (each theme pages on). */
export async function KnowledgeHubPage() {
  const [settings, listing] = await Promise.all([frameSettings(), loadListing(() => getThemeListing(null), KNOWLEDGE_HUB_PATH)]);
  if (listing === null) notFound();
  await tagThisPage([LISTING_TAG, listingTag('theme', 'all'), SETTINGS_TAG]);
  return (
    <PageFrame storefront="main" settings={settings} path={KNOWLEDGE_HUB_PATH}>
      <ListingView listing={{ ...listing, title: KNOWLEDGE_HUB_TITLE }} intro={KNOWLEDGE_HUB_INTRO} nav={<ThemeNav />} />
    </PageFrame>
  );
}

export const knowledgeHubMetadata: Metadata = {
  title: KNOWLEDGE_HUB_TITLE,
  description: KNOWLEDGE_HUB_INTRO,
  alternates: { canonical: KNOWLEDGE_HUB_PATH },
};

// ——— /cookie-policy ———

const COOKIE_POLICY_PATH = '/cookie-policy';

/** Both storefronts link to it from their footers. */
export async function CookiePolicyPage({ storefront }: { storefront: Storefront }) {
  const settings = await frameSettings(storefront);
  await tagThisPage([SETTINGS_TAG]);
  return (
    <PageFrame storefront={storefront} settings={settings} path={COOKIE_POLICY_PATH}>
      <CookiePolicy consent={settings.consent} />
    </PageFrame>
  );
}

export const cookiePolicyMetadata: Metadata = {
  title: COOKIE_POLICY_TITLE,
  description: 'Which cookies we use, why, and how to change your choices.',
  alternates: { canonical: COOKIE_POLICY_PATH },
};
