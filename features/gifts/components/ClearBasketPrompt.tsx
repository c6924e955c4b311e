'use client';

import type { RefObject } from 'react';
import styles from './gifts.module.css';

// SPEC §4's 'clear basket' prompt: adding a product of the other type asks first. One prompt for
// the product page's Add (./AddToBasket.tsx) and a gift tile's Add (./TileAddListener.tsx).

export const CLEAR_BASKET_TITLE = 'Clear your basket?';
export const CLEAR_BASKET_TEXT = {
  gift: 'Your basket holds personal gifts. Corporate gifts are checked out on their own, so adding this gift will clear your basket.',
  corporate: 'Your basket holds corporate gifts. Personal gifts are checked out on their own, so adding this gift will clear your basket.',
} as const;

interface Props {
  dialogRef: RefObject<HTMLDialogElement | null>;
  id: string;
  /** What the basket holds now. */
  basketType: 'gift' | 'corporate';
  onClearAndAdd: () => void;
}

export function ClearBasketPrompt({ dialogRef, id, basketType, onClearAndAdd }: Props) {
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-clear-title`} data-clear-basket-prompt>
      <h2 id={`${id}-clear-title`}>{CLEAR_BASKET_TITLE}</h2>
      <p>{CLEAR_BASKET_TEXT[basketType]}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={onClearAndAdd}>
          Clear basket and add
        </button>
        <button type="button" className={styles.secondary} onClick={() => dialogRef.current?.close()}>
          Keep my basket
        </button>
      </div>
    </dialog>
  );
}
