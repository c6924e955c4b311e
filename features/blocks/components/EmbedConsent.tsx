'use client';

import { useId } from 'react';
import { useEmbedConsent } from '@/features/consent/client';
import type { EmbedKind } from '../schema';
import styles from './EmbedBlock.module.css';

// Third-party content loads only after the reader accepts (SPEC §3). The consent store decides
// (features/consent): accepting marketing in the cookie dialog unlocks every embed, and
// 'Accept and show' here records this kind, so every other embed of it — on this page and
// the next, until the answer expires — shows directly. The server renders the placeholder;
// nothing third-party is in the HTML.

const VIDEO_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

export interface EmbedConsentProps {
  kind: EmbedKind;
  /** The iframe URL (already converted: see embed-url.ts). */
  src: string;
  title: string;
  /** The consent text for this kind, from site settings. */
  consentText: string;
}

export function EmbedConsent({ kind, src, title, consentText }: EmbedConsentProps) {
  const titleId = useId();
  const { allowed, accept } = useEmbedConsent(kind);
  const frameClass = `${styles.frame} ${styles[kind] ?? ''}`;

  if (allowed) {
    const video = kind === 'youtube' || kind === 'vimeo';
    return (
      <div className={frameClass} data-embed-state="loaded">
        <iframe
          src={src}
          title={title}
          className={styles.player}
          allow={video ? VIDEO_ALLOW : undefined}
          allowFullScreen={video}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className={`${frameClass} ${styles.placeholder}`} data-embed-state="placeholder">
      <div className={styles.consent}>
        <p id={titleId} className={styles.consentTitle}>
          {title}
        </p>
        <p className={styles.consentText}>{consentText}</p>
        <button type="button" className="button" onClick={accept} aria-describedby={titleId}>
          Accept and show
        </button>
      </div>
    </div>
  );
}
