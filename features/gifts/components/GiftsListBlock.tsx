import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import { formatMoney } from '@/features/common/money';
import { SiteLink } from '@/features/common/components/SiteLink';
import type { BlockContext, BlockProps } from '@/features/blocks/components';
import type { Product } from '../catalogue';
import { getGiftsCatalogue } from '../data';
import { FreeGiftsData, shopFreeGifts } from './FreeGiftsData';
import { TileAction, TileImpact } from './TileAction';
import styles from './GiftsListBlock.module.css';

// Two cards a row on phones, three from 768px, four from 1200px.
const SIZES = sizesFor([['sm', '50vw'], ['lg', '33vw']], '300px');

/** 'Any amount' for donation gifts (their price is 0: the buyer chooses), else the price. */
function giftPriceLabel(product: Product, currency: BlockContext['currency']): string | null {
  if (product.type === 'gift__donation') return 'Any amount';
  const price = product.price[currency];
  if (!price) return null;
  return price.amount === 0 ? 'Any amount' : formatMoney(price.amount, currency);
}

export async function GiftsListBlock({ block, context }: BlockProps<'gifts_list'>) {
  const catalogue = await getGiftsCatalogue();
  // Logged in getGiftsCatalogue; the page carries on without the list.
  if (!catalogue) return <div data-block-fallback="gifts-unavailable" hidden />;
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));
  const products = block.product_ids.flatMap((id) => byId.get(id) ?? []);
  if (products.length === 0) return <div data-block-fallback="gifts-empty" hidden />;

  const Heading = block.title ? 'h3' : 'h2';
  // On the shop (giftsOrigin ''), the list takes the page's wide width and each tile its Add;
  // on the main site, whose pages have no basket, the tiles lead to the shop.
  const inShop = context.giftsOrigin === '';
  return (
    <section className={inShop ? `${styles.gifts} ${styles.wide}` : styles.gifts} data-gifts-list>
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {products.map((product) => {
          const image = product.bundle === 'gift_free' ? product.image : (product.tileImage ?? product.image);
          const price = giftPriceLabel(product, context.currency);
          return (
            <li key={product.id} className={styles.card} data-product-id={product.id}>
              {image ? <SiteImage image={image} sizes={SIZES} className={styles.image} /> : <div className={styles.noImage} />}
              <div className={styles.body}>
                <Heading className={styles.title}>
                  <SiteLink href={`${context.giftsOrigin}${product.url}`} className={styles.link}>
                    {product.title}
                  </SiteLink>
                </Heading>
                <TileImpact product={product} className={styles.impact} />
                <div className={styles.foot}>
                  {price ? <p className={styles.price}>{price}</p> : null}
                  {inShop ? <TileAction product={product} currency={context.currency} href={product.url} /> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {inShop ? <FreeGiftsData freeGifts={shopFreeGifts(catalogue.products)} currency={context.currency} /> : null}
    </section>
  );
}
