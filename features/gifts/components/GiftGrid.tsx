import { SiteImage } from '@/features/common/components/SiteImage';
import { SiteLink } from '@/features/common/components/SiteLink';
import { sizesFor } from '@/features/common/image';
import { formatMoney, type Currency } from '@/features/common/money';
import type { Gift } from '../catalogue';
import { TileAction, TileImpact } from './TileAction';
import styles from './gifts.module.css';

// A grid of gift tiles (server component): image, title link, one line of what the gift does,
// price and Add (./TileAction.tsx).

const SIZES = sizesFor([['sm', '50vw'], ['lg', '33vw']], '300px');

export function giftPrice(gift: Gift, currency: Currency): string | null {
  if (gift.type === 'gift__donation') return 'Any amount';
  if (gift.isCustomPrice) return 'Choose your amount';
  const price = gift.price[currency];
  return price ? formatMoney(price.amount, currency) : null;
}

export function GiftGrid({ gifts, currency, headingLevel = 'h2' }: { gifts: Gift[]; currency: Currency; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {gifts.map((gift) => {
        const image = gift.tileImage ?? gift.image;
        const price = giftPrice(gift, currency);
        return (
          <li key={gift.id} className={styles.tile} data-product-id={gift.id}>
            {image ? <SiteImage image={image} sizes={SIZES} className={styles.tileImage} /> : <div className={styles.tileImage} />}
            <div className={styles.tileBody}>
              {gift.isNew ? <span className={styles.badge}>New</span> : null}
              <Heading className={styles.tileTitle}>
                <SiteLink href={gift.url} className={styles.tileLink}>
                  {gift.title}
                </SiteLink>
              </Heading>
              <TileImpact product={gift} />
              <div className={styles.tileFoot}>
                {price ? <p className={styles.tilePrice}>{price}</p> : null}
                <TileAction product={gift} currency={currency} href={gift.url} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
