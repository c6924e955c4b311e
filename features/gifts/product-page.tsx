import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlockList, RichText, type FeatureBlockRenderers } from '@/features/blocks/components';
import { tagThisPage } from '@/features/common/cache';
import { SiteImage } from '@/features/common/components/SiteImage';
import { backendAssetUrl } from '@/features/common/image';
import { metadataFromTags } from '@/features/common/metadata';
import { PageFrame } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';
import { getGiftsCatalogue } from './data';
import { AddToBasket } from './components/AddToBasket';
import { GiftGrid, giftPrice } from './components/GiftGrid';
import styles from './components/gifts.module.css';
import { productSnapshot } from './components/snapshot';
import {
  blockContext,
  catalogueOrDefer,
  currency,
  findProduct,
  freeGiftsOf,
  pathOf,
  withAbsoluteImage,
  type ProductPrefix,
} from './page-data';
import { explicitRelatedIds, isListedGift, relatedGifts } from './related';
import { GIFTS_CATALOGUE_TAG, pageCacheTag, SETTINGS_TAG } from '@/request/cache-tags';

// Product and corporate gift pages (SPEC §2, §3), statically generated from the catalogue
// (CONTRACT §5); an unknown path is 404 (SPEC §8). The add-to-basket island is the only client
// code they add.

/** generateStaticParams of /gifts/[...slug] and /corporate/[...slug]: every listed product under the prefix. */
export async function productStaticParams(prefix: ProductPrefix): Promise<{ slug: string[] }[]> {
  const settings = await getSettings('gifts');
  const catalogue = await getGiftsCatalogue({ catalogueUrl: settings.gifts.catalogueUrl, homePath: settings.gifts.homePath });
  return (catalogue?.products ?? [])
    .filter((p) => isListedGift(p) && p.url.startsWith(`/${prefix}/`))
    .map((p) => ({ slug: p.url.split('/').filter(Boolean).slice(1) }));
}

export async function productMetadata(prefix: ProductPrefix, segments: string[]): Promise<Metadata> {
  const path = pathOf(prefix, segments);
  const { catalogue } = await catalogueOrDefer().catch(() => ({ catalogue: null }));
  const product = catalogue ? findProduct(catalogue, path) : null;
  if (!product) return {};
  return metadataFromTags(product.metaTags, { title: product.title, description: product.shortDescription, path, image: product.image ? backendAssetUrl(product.image.url) : null });
}

export async function ProductPage({ prefix, segments, renderers }: { prefix: ProductPrefix; segments: string[]; renderers: FeatureBlockRenderers }) {
  const path = pathOf(prefix, segments);
  const { settings, catalogue } = await catalogueOrDefer();
  // Tagged before any 404, so the webhook's path or catalogue change brings it back (issue 30).
  await tagThisPage([pageCacheTag(path), GIFTS_CATALOGUE_TAG, SETTINGS_TAG]);
  const product = findProduct(catalogue, path);
  if (!product) notFound();
  await tagThisPage([product.cacheTag]);
  const money = currency();
  const price = giftPrice(product, money);
  const related = relatedGifts(product, catalogue.products, { explicitIds: explicitRelatedIds(product) });
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));
  const inBundle = product.giftsInBundle.flatMap((id) => {
    const p = byId.get(id);
    return p && isListedGift(p) ? [p] : [];
  });
  const snapshot = withAbsoluteImage(productSnapshot(product, money));
  const freeGifts = freeGiftsOf(catalogue);
  const context = blockContext(settings, path, renderers);

  return (
    <PageFrame storefront="gifts" settings={settings} path={path} bundle={product.bundle}>
      <article className={styles.product} data-bundle={product.bundle} data-product-type={product.type} data-product-id={product.id}>
        <div className={styles.productTop}>
          <div className={styles.productImage}>
            {product.image ? <SiteImage image={product.image} priority sizes="(max-width: 768px) 100vw, 600px" /> : null}
          </div>
          <div className={styles.productInfo}>
            {product.isNew || product.annotation ? (
              <p className={styles.kicker}>
                {product.isNew ? <span className={styles.badge}>New</span> : null}
                {product.annotation ? <span>{product.annotation}</span> : null}
              </p>
            ) : null}
            <h1 className={styles.productTitle}>{product.title}</h1>
            {price ? (
              <p className={styles.price} data-price>
                {price}
              </p>
            ) : null}
            {product.shortDescription ? <p className={styles.lead}>{product.shortDescription}</p> : null}
            {snapshot ? (
              <AddToBasket item={snapshot} freeGifts={freeGifts} currency={money} />
            ) : (
              <p className={styles.note}>This gift is not available in {money} at the moment.</p>
            )}
            {product.landingPageUrl ? (
              <p>
                <a href={product.landingPageUrl}>How Santa letters work</a>
              </p>
            ) : null}
          </div>
        </div>

        {product.actionDescription ? (
          <section className={styles.section} aria-labelledby="what-it-does">
            <h2 id="what-it-does">What your gift does</h2>
            <div className={styles.split}>
              {product.actionImage ? <SiteImage image={product.actionImage} sizes="(max-width: 768px) 100vw, 480px" /> : null}
              <p className={styles.lead}>{product.actionDescription}</p>
            </div>
          </section>
        ) : null}

        {product.description ? (
          <section className={styles.section} aria-labelledby="about-gift">
            <h2 id="about-gift">About this gift</h2>
            <RichText html={product.description} />
          </section>
        ) : null}

        {inBundle.length > 0 ? (
          <section className={styles.section} aria-labelledby="in-bundle">
            <h2 id="in-bundle">In this bundle</h2>
            <GiftGrid gifts={inBundle} currency={money} headingLevel="h3" />
          </section>
        ) : null}

        {product.ecardActive || product.postalCardActive ? (
          <section className={styles.section} aria-labelledby="what-you-get">
            <h2 id="what-you-get">What you get</h2>
            <div className={styles.split}>
              {product.whatYouGetImage ? <SiteImage image={product.whatYouGetImage} sizes="(max-width: 768px) 100vw, 480px" /> : null}
              <ul className={styles.cardOptions}>
                {product.ecardActive ? (
                  <li>
                    <h3>E-card</h3>
                    {product.ecardDescription ? <p>{product.ecardDescription}</p> : null}
                  </li>
                ) : null}
                {product.postalCardActive ? (
                  <li>
                    <h3>{product.bundle === 'gift_santa_letter' ? 'Santa letter by post' : 'Printed card'}</h3>
                    {product.postalDescription ? <p>{product.postalDescription}</p> : null}
                  </li>
                ) : null}
              </ul>
            </div>
          </section>
        ) : null}

        {product.blocks.length > 0 ? (
          <div className={styles.section}>
            <BlockList blocks={product.blocks} context={context} />
          </div>
        ) : null}

        {related.length > 0 ? (
          <section className={styles.section} aria-labelledby="related-gifts" data-related-gifts>
            <h2 id="related-gifts">You might also like</h2>
            <GiftGrid gifts={related} currency={money} headingLevel="h3" />
          </section>
        ) : null}
      </article>
    </PageFrame>
  );
}
