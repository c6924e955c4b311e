'use client';

import { useEffect, useState } from 'react';
import { SoftLink } from '@/features/common/components/SiteLink';
import type { BasketItemInput } from './snapshot';
import styles from './TileAdd.module.css';

// The gift tiles' Add buttons (server-rendered, ./TileAction.tsx) answered from the shop's
// layout: one click listener for the whole page, the basket's code loaded on the first press
// (../tile-add.ts). One confirmation per add: a banner at the bottom of the screen naming the
// gift with SPEC §4's add text, for its 5 s, with the way to the basket. When the basket holds
// the other type, the gift's own page asks whether to clear it.

interface Shown {
  title: string;
  message: string;
  id: number;
}

function itemOf(button: HTMLElement): BasketItemInput | null {
  try {
    return JSON.parse(button.dataset.tileAdd ?? '') as BasketItemInput;
  } catch {
    return null;
  }
}

export function TileAddListener() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tile-add]') : null;
      const item = button ? itemOf(button) : null;
      if (!button || !item) return;
      event.preventDefault();
      void import('../tile-add').then(async ({ addFromTile }) => {
        const result = await addFromTile(item);
        if (!result.message) {
          window.location.assign(item.path);
          return;
        }
        setDuration(result.duration);
        setShown({ title: item.data.title, message: result.message, id: Date.now() });
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), duration);
    return () => window.clearTimeout(timer);
  }, [shown, duration]);

  return (
    <div role="status" className={shown ? styles.banner : styles.idle} data-tile-banner>
      {shown ? (
        <>
          <p className={styles.message} data-add-message>
            {shown.message}
          </p>
          <p className={styles.product}>
            <strong>{shown.title}</strong> is in your basket.
          </p>
          <p className={styles.actions}>
            <SoftLink href="/basket" className="button button--accent">
              View basket
            </SoftLink>
            <button type="button" className={styles.close} onClick={() => setShown(null)} aria-label="Close">
              ×
            </button>
          </p>
        </>
      ) : null}
    </div>
  );
}
