import { BlockList, type BlockContext, type PageAsk } from '@/features/blocks/components';
import { SiteImage } from '@/features/common/components/SiteImage';
import { formatMoney } from '@/features/common/money';
import type { RoutedEntity } from '../route';
import { NodeView } from './NodeView';
import styles from './NodeView.module.css';

// A routed entity of any type. Products and gift categories get a plain view here; the gifts
// shop's own pages (product, category) replace it.

export function EntityView({ entity, context, ask = null }: { entity: RoutedEntity; context: BlockContext; ask?: PageAsk | null }) {
  if (entity.entityType === 'node') return <NodeView node={entity.node} context={context} ask={ask} />;
  if (entity.entityType === 'taxonomy_term') {
    const { category } = entity;
    return (
      <article className={`${styles.node} ${styles['left-aligned']}`} data-layout="left-aligned" data-bundle="gift_category">
        <h1>{category.pageTitle ?? category.title}</h1>
        <BlockList blocks={category.blocks} context={context} />
        <BlockList blocks={category.blocksBottom} context={context} />
      </article>
    );
  }
  const { product } = entity;
  const price = product.price[context.currency];
  const description = 'shortDescription' in product ? product.shortDescription : product.basketMessage;
  return (
    <article className={`${styles.node} ${styles.centered}`} data-layout="centered" data-bundle={product.bundle}>
      <h1>{product.title}</h1>
      {price && price.amount > 0 ? <p className={styles.summary}>{formatMoney(price.amount, context.currency)}</p> : null}
      {product.image ? <SiteImage image={product.image} priority sizes="(max-width: 992px) 100vw, 736px" /> : null}
      {description ? <p>{description}</p> : null}
    </article>
  );
}
