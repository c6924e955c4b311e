'use client';

import { useState } from 'react';
import { Link } from '@/features/common/components/Link';
import styles from './DonationCheckout.module.css';

// The thank-you page's next action: share the appeal (the phone's share sheet where the browser
// has one, else copy the link or email it; WhatsApp beside either, a plain link to its click-to-
// chat with the appeal's title and link), and the way back to the appeal's page.

export const SHARE_HEADING = 'Share the appeal';

/** WhatsApp's click-to-chat link with the message filled in (the donor picks who gets it). */
export function whatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

interface Props {
  /** The appeal page's path ('/appeal/gaza-emergency', '/donate'). */
  path: string;
  /** The appeal's name, when the gift was chosen on its page. */
  appealTitle: string | null;
}

export function ShareAppeal({ path, appealTitle }: Props) {
  const [status, setStatus] = useState('');
  // Rendered in the browser only (after the session is read): navigator is there.
  const url = new URL(path, window.location.origin).href;
  const title = appealTitle ?? document.title;
  const text = appealTitle ? `I've just donated to ${appealTitle}. Will you join me?` : "I've just made a donation. Will you join me?";
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Cancelled by the donor, or refused: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  }

  return (
    <section className={styles.share} aria-labelledby="share-heading" data-next-action>
      <h2 id="share-heading">{SHARE_HEADING}</h2>
      <p>Ask a friend to give too: sharing the appeal is one more way to help.</p>
      <div className={styles.shareActions}>
        {canShare ? (
          <button type="button" className={`button ${styles.primary}`} onClick={share} data-share>
            Share this appeal
          </button>
        ) : (
          <>
            <button type="button" className={`button ${styles.primary}`} onClick={copy} data-share>
              Copy link to share
            </button>
            <a className={`button button--secondary ${styles.secondary}`} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text} ${url}`)}`}>
              Email a friend
            </a>
          </>
        )}
        <a className={`button button--secondary ${styles.secondary}`} href={whatsAppShareUrl(`${text} ${url}`)} target="_blank" rel="noopener noreferrer" data-share-whatsapp>
          Share on WhatsApp
        </a>
      </div>
      <p role="status" className={styles.shareStatus}>
        {status}
      </p>
      <p>
        <Link href={path} data-appeal-link>
          Back to {appealTitle ?? 'the appeal'}
        </Link>
      </p>
    </section>
  );
}
