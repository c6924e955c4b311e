'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { SoftLink } from '@/features/common/components/SiteLink';
import { FREE_GIFTS_SELECTOR } from '../free-gifts-data';
import { ClearBasketPrompt } from './ClearBasketPrompt';
import type { BasketItemInput } from './snapshot';
import styles from './TileAdd.module.css';

// The gift tiles' Add buttons (server-rendered, ./TileAction.tsx) answered from the shop's
// layout: one click listener for the whole page, the basket's code loaded on the first press
// (../tile-add.ts). One confirmation per add: a banner at the bottom of the screen naming the
// gift with SPEC §4's add text, for its 5 s, with the way to the basket. When the basket holds
// the other type, the product page's 'clear basket' prompt asks first (SPEC §4).

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

/** The page's free gifts (JSON), for the free-gift rules of the add. */
function freeGiftsJson(): string | null {
  return document.querySelector(FREE_GIFTS_SELECTOR)?.textContent ?? null;
}

export function TileAddListener() {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [duration, setDuration] = useState(0);
  // The tile's gift waiting on the prompt's answer, and what the basket holds.
  const [asking, setAsking] = useState<{ item: BasketItemInput; basketType: 'gift' | 'corporate' } | null>(null);

  useEffect(() => {
    if (asking && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [asking]);

  function clearAndAdd() {
    const waiting = asking;
    dialogRef.current?.close();
    if (!waiting) return;
    void import('../tile-add').then(async ({ clearAndAddFromTile }) => {
      const result = await clearAndAddFromTile(waiting.item, freeGiftsJson());
      setDuration(result.duration);
      setShown({ title: waiting.item.data.title, message: result.message ?? '', id: Date.now() });
    });
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tile-add]') : null;
      const item = button ? itemOf(button) : null;
      if (!button || !item) return;
      event.preventDefault();
      void import('../tile-add').then(async ({ addFromTile }) => {
        const result = await addFromTile(item, freeGiftsJson());
        if (!result.message) {
          setAsking({ item, basketType: result.basketType ?? 'gift' });
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
    <>
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
      <ClearBasketPrompt dialogRef={dialogRef} id={id} basketType={asking?.basketType ?? 'gift'} onClearAndAdd={clearAndAdd} />
    </>
  );
}
