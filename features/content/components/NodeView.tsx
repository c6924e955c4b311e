import { SoftLink } from '@/features/common/components/SiteLink';
import { bundleLabel, type DonationBlock } from '@/features/blocks';
import { BlockList, type BlockContext, type PageAsk } from '@/features/blocks/components';
import { SiteImage } from '@/features/common/components/SiteImage';
import { formatContentDate } from '@/features/common/date';
import { backendAssetUrl, sizesFor } from '@/features/common/image';
import type { ContentNode } from '../node';
import { LAYOUT_BY_BUNDLE } from '../rules';
import styles from './NodeView.module.css';

// A content node in its bundle's layout (SPEC §2): centered, two columns (blocks beside the
// sidebar blocks) or left-aligned.

/** The bundles whose page names its kind above the title (in readers' words, bundleLabel). */
const KICKER_BUNDLES = new Set(['news', 'press_release', 'publication', 'story', 'appeal']);

function fileSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** An appeal's first donation block, repeated at its end as a compact ask (issue 40). */
function appealEndAsk(node: ContentNode, context: BlockContext) {
  if (node.bundle !== 'appeal') return null;
  const block = node.blocks.find((b): b is DonationBlock => b.type === 'donation_hero' || b.type === 'donation_inline');
  if (!block) return null;
  const Inline = context.renderers.donation_inline;
  return <Inline block={{ ...block, type: 'donation_inline' }} context={{ ...context, askAtEnd: true }} />;
}

export function NodeView({ node, context, ask = null }: { node: ContentNode; context: BlockContext; ask?: PageAsk | null }) {
  const layout = LAYOUT_BY_BUNDLE[node.bundle];
  const startsWithHero = node.blocks[0]?.type === 'hero' || node.blocks[0]?.type === 'donation_hero';
  // A donation hero heads the page with its title and need; a plain hero keeps a hidden title.
  const heroIsHeader = node.blocks[0]?.type === 'donation_hero';
  const dated = node.changed && ['news', 'press_release', 'story', 'publication'].includes(node.bundle);
  const terms = [...(node.country ? [node.country] : []), ...node.topics];
  // The page's end: an appeal repeats its ask, a news page or story asks for its country's appeal.
  const endAsk = appealEndAsk(node, context);
  const PageAsk = context.renderers.pageAsk;
  return (
    <article className={`${styles.node} ${styles[layout]}`} data-layout={layout} data-bundle={node.bundle}>
      {startsWithHero ? null : (
        <header className={styles.intro}>
          {KICKER_BUNDLES.has(node.bundle) ? <p className={styles.kicker}>{bundleLabel(node.bundle)}</p> : null}
          <h1>{node.title}</h1>
          {dated ? <p className={styles.date}>{formatContentDate(node.changed!)}</p> : null}
          {node.summary ? <p className={styles.summary}>{node.summary}</p> : null}
          {node.image ? (
            <div className={styles.lead}>
              <SiteImage image={node.image} priority sizes={sizesFor([['md', '100vw']], layout === 'centered' ? '736px' : '1200px')} />
            </div>
          ) : null}
        </header>
      )}
      {startsWithHero && !heroIsHeader ? <h1 className="visually-hidden">{node.title}</h1> : null}
      <div className={styles.body}>
        <div className={styles.content}>
          <BlockList blocks={node.blocks} context={heroIsHeader ? { ...context, lead: { title: node.title, summary: node.summary } } : context} className={styles.blocks} />
          {node.file ? (
            <p className={styles.download}>
              <a className="button" href={backendAssetUrl(node.file.url)} download>
                Download the publication (PDF, {fileSize(node.file.size)})
              </a>
            </p>
          ) : null}
          {terms.length > 0 ? (
            <ul className={styles.terms} aria-label="Topics">
              {terms.map((t) => (
                <li key={`${t.type}:${t.value}`}>
                  <SoftLink href={`/content/${encodeURIComponent(t.type)}/${encodeURIComponent(t.value)}`}>{t.label}</SoftLink>
                </li>
              ))}
            </ul>
          ) : null}
          {endAsk ? (
            <div className={styles.ask} data-page-end-ask="appeal">
              {endAsk}
            </div>
          ) : null}
          {ask && PageAsk ? (
            <div className={styles.ask} data-page-end-ask="page">
              <PageAsk ask={ask} />
            </div>
          ) : null}
        </div>
        {layout === 'two-columns' && node.sidebarBlocks.length > 0 ? (
          <aside className={styles.sidebar} aria-label="More on this page">
            <BlockList blocks={node.sidebarBlocks} context={context} />
          </aside>
        ) : null}
      </div>
    </article>
  );
}
