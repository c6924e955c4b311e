import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { BlockList, type FeatureBlockRenderers } from '@/features/blocks/components';
import { isBuildPhase, keepLastGoodPageWithout, renderOnDemand, tagThisPage } from '@/features/common/cache';
import { SETTINGS_UNAVAILABLE } from '@/features/settings';
import type { Currency } from '@/features/common/money';
import { metadataFromTags } from '@/features/common/metadata';
import { PageFrame } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';
import { getGiftsCatalogue } from './data';
import type { FreeGift, Gift } from './catalogue';
import { FreeGiftsData } from './components/FreeGiftsData';
import { GiftGrid } from './components/GiftGrid';
import styles from './components/gifts.module.css';
import { blockContext, catalogueOrDefer, currency, freeGiftsOf, pathOf } from './page-data';
import { categoryGifts, isListedGift } from './related';
import { GIFTS_CATALOGUE_TAG, pageCacheTag, SETTINGS_TAG } from '@/request/cache-tags';

// The gifts shop's category pages and the shell of its app pages (SPEC §2) as server
// components; app/gifts only wires routes to them. Product pages: ./product-page.tsx.


export async function categoryStaticParams(): Promise<{ slug: string[] }[]> {
  const settings = await getSettings('gifts');
  const catalogue = await getGiftsCatalogue({ catalogueUrl: settings.gifts.catalogueUrl, homePath: settings.gifts.homePath });
  return (catalogue?.categories ?? []).filter((c) => c.url.startsWith('/category/')).map((c) => ({ slug: c.url.split('/').filter(Boolean).slice(1) }));
}

export async function categoryMetadata(segments: string[]): Promise<Metadata> {
  const path = pathOf('category', segments);
  const { catalogue } = await catalogueOrDefer().catch(() => ({ catalogue: null }));
  const category = catalogue?.categories.find((c) => c.url === path);
  if (!category) return {};
  return metadataFromTags(category.metaTags, { title: category.pageTitle ?? category.title, description: null, path, image: null });
}

export async function CategoryPage({ segments, renderers }: { segments: string[]; renderers: FeatureBlockRenderers }) {
  const path = pathOf('category', segments);
  const { settings, catalogue } = await catalogueOrDefer();
  // Tagged before any 404, so the webhook's path or catalogue change brings it back (issue 30).
  await tagThisPage([pageCacheTag(path), GIFTS_CATALOGUE_TAG, SETTINGS_TAG]);
  const category = catalogue.categories.find((c) => c.url === path);
  if (!category) {
    // The 'All gifts' category lives at the catalogue URL (or '/'): its own term path leads there.
    const all = catalogue.categories.find((c) => c.isAll);
    if (all && path === '/category/all-gifts' && all.url !== path) permanentRedirect(all.url);
    notFound();
  }
  await tagThisPage([category.cacheTag]);
  const money = currency();
  const gifts = categoryGifts(category, catalogue);
  const context = blockContext(settings, path, renderers);
  const others = [...catalogue.categories].sort((a, b) => a.weight - b.weight);

  return (
    <PageFrame storefront="gifts" settings={settings} path={path} bundle="gift_category">
      <article className={styles.category} data-bundle="gift_category" data-category-id={category.id}>
        <h1 className={styles.categoryTitle} style={category.highlightedColor ? { borderColor: category.highlightedColor } : undefined}>
          {category.pageTitle ?? category.title}
        </h1>
        <nav aria-label="Gift categories" className={styles.categoryNav}>
          <ul>
            {others.map((c) => (
              <li key={c.id}>
                <a href={c.url} aria-current={c.id === category.id ? 'page' : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {category.blocks.length > 0 ? <BlockList blocks={category.blocks} context={context} /> : null}
        <section className={styles.section} aria-label={`${category.title}: ${gifts.length} gifts`} data-category-gifts>
          {gifts.length > 0 ? <GiftGrid gifts={gifts} currency={money} /> : <p>There are no gifts in this category at the moment.</p>}
          {gifts.length > 0 ? <FreeGiftsData freeGifts={freeGiftsOf(catalogue)} currency={money} /> : null}
        </section>
        {category.blocksBottom.length > 0 ? <BlockList blocks={category.blocksBottom} context={context} /> : null}
      </article>
    </PageFrame>
  );
}

interface ShopPageProps {
  path: string;
  /** The page's heading; null when the island draws its own (the checkout: 'Checkout' or its thank-you). */
  title: string | null;
  /** Room for a second column (the cards' previews, the checkout's order summary). */
  wide?: boolean;
  /** The checkout: the header without the shop's menu, nothing to lead the buyer away. */
  focused?: boolean;
  children: ReactNode;
}

/** The shell of an app page (basket, cards, checkout): chrome, a heading, and the client island. */
export async function ShopPage({ path, title, wide = false, focused = false, children }: ShopPageProps) {
  const settings = await getSettings('gifts');
  await keepLastGoodPageWithout(settings.problems.includes(SETTINGS_UNAVAILABLE), { storefront: 'gifts', path });
  await tagThisPage([SETTINGS_TAG, GIFTS_CATALOGUE_TAG]);
  return (
    <PageFrame storefront="gifts" settings={settings} path={path} banners={false} headerVariant={focused ? 'no_navigation' : null}>
      <div className={wide ? `${styles.shop} ${styles.shopWide}` : styles.shop}>
        {title ? <h1>{title}</h1> : null}
        {children}
      </div>
    </PageFrame>
  );
}

/** What the basket islands need from the catalogue: its free gifts (and, for the pages that show them, its gifts). */
export async function shopCatalogue(): Promise<{ freeGifts: FreeGift[]; gifts: Gift[]; currency: Currency }> {
  const settings = await getSettings('gifts');
  const catalogue = await getGiftsCatalogue({ catalogueUrl: settings.gifts.catalogueUrl, homePath: settings.gifts.homePath });
  if (!catalogue && !isBuildPhase()) throw new Error('The gifts catalogue could not be loaded');
  if (!catalogue) await renderOnDemand('gifts catalogue unavailable', { storefront: 'gifts' });
  return { freeGifts: catalogue ? freeGiftsOf(catalogue) : [], gifts: catalogue ? catalogue.products.filter(isListedGift) : [], currency: currency() };
}


/** Where 'Browse gifts' leads: the 'All gifts' category (the catalogue URL, or '/'). */
export async function shopUrl(): Promise<string> {
  const settings = await getSettings('gifts');
  const url = settings.gifts.catalogueUrl;
  return url === settings.gifts.homePath ? '/' : url || '/';
}
