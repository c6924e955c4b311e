import { embedUrl } from '../embed-url';
import { EmbedConsent } from './EmbedConsent';
import type { BlockProps } from './types';
import styles from './EmbedBlock.module.css';

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo', twitter: 'X', instagram: 'Instagram', iframe: 'the original site' } as const;

export function EmbedBlock({ block, context }: BlockProps<'embed'>) {
  const src = embedUrl(block.kind, block.url);
  return (
    <figure className={styles.embed} data-embed-kind={block.kind}>
      {src ? (
        <EmbedConsent kind={block.kind} src={src} title={block.title} consentText={context.consent[block.kind]} />
      ) : null}
      <figcaption className={styles.caption}>
        {src ? null : <span>{block.title}: </span>}
        <a href={block.url} target="_blank" rel="noopener noreferrer">
          {`View on ${PROVIDERS[block.kind]}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
