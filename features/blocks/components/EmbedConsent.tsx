'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { consentStorageKey } from '../embed-url';
import type { EmbedKind } from '../schema';
import styles from './EmbedBlock.module.css';

// Third-party content loads only after the reader accepts (per embed kind). Acceptance is
// remembered for the session, so every other embed of that kind — on this page and the next —
// shows directly. The server renders the placeholder; nothing third-party is in the HTML.

const CHANGE_EVENT = 'embed-consent-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function storedConsent(kind: EmbedKind): boolean {
  try {
    return window.sessionStorage.getItem(consentStorageKey(kind)) !== null;
  } catch {
    // Storage can be unavailable (privacy settings): the reader then accepts per embed.
    return false;
  }
}

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
  const stored = useSyncExternalStore(subscribe, () => storedConsent(kind), () => false);
  const [acceptedHere, setAcceptedHere] = useState(false);
  const frameClass = `${styles.frame} ${styles[kind] ?? ''}`;

  if (stored || acceptedHere) {
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

  function accept() {
    setAcceptedHere(true);
    try {
      window.sessionStorage.setItem(consentStorageKey(kind), 'true');
    } catch {
      // Not remembered; this embed still shows.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
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
