import { isSitePath, SoftLink } from '@/features/common/components/SiteLink';
import type { Currency } from '@/features/common/money';
import { hasCustomAmount } from '../basket/model';
import type { Product } from '../catalogue';
import { backendAssetUrl } from '@/features/common/image';
import { productSnapshot } from './snapshot';
import styles from './TileAction.module.css';

// A gift tile's one-line impact and its Add button (server components). The button carries the
// basket's snapshot of the gift; the shop's layout island (TileAddListener, ../client.ts) adds
// it on a press, so a tile brings no island of its own. A gift whose amount the buyer chooses
// leads to its page instead, where the amount is asked.

/** What the gift does, in the gift's own words (SPEC §3 actionDescription, else shortDescription). */
export function impactLine(product: Product): string | null {
  if (product.bundle === 'gift_free') return null;
  return product.actionDescription?.trim() || product.shortDescription?.trim() || null;
}

export function TileImpact({ product, className }: { product: Product; className?: string }) {
  const impact = impactLine(product);
  return impact ? (
    <p className={className ? `${styles.impact} ${className}` : styles.impact} data-tile-impact>
      {impact}
    </p>
  ) : null;
}

/** The tile's Add: on the shop itself (the basket lives there); a link to choose an amount for a custom-amount gift. */
export function TileAction({ product, currency, href }: { product: Product; currency: Currency; href: string }) {
  if (product.bundle === 'gift_free') return null;
  if (hasCustomAmount(product)) {
    const Anchor = isSitePath(href) ? SoftLink : 'a';
    return (
      <Anchor href={href} className={`button button--secondary ${styles.add}`} aria-label={`Choose an amount for ${product.title}`} data-tile-choose="">
        Choose amount
      </Anchor>
    );
  }
  const snapshot = productSnapshot(product, currency);
  if (!snapshot) return null;
  // The basket draws the image in the browser: the backend's origin with it (as ../page-data.tsx absolute()).
  const image = snapshot.data.image;
  const item = { ...snapshot, data: { ...snapshot.data, image: image ? { ...image, url: backendAssetUrl(image.url) } : null } };
  return (
    <button type="button" className={`button button--secondary ${styles.add}`} aria-label={`Add ${product.title} to basket`} data-tile-add={JSON.stringify(item)}>
      Add
    </button>
  );
}
