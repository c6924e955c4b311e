'use client';

import { Link } from '@/features/common/components/Link';
import { useBuildReloadHold } from '@/features/common/components/BuildWatcher';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Currency } from '@/features/common/money';
import { track } from '@/features/common/track';
import { useBasket } from '../basket/store';
import type { GiftCardLooks } from '../card-looks';
import type { FreeGift } from '../catalogue';
import type { CharityCountry } from '../sending-time';
import type { cardErrors as CardErrorsFn } from '../card-validation';
import { CardFields, LetterFields } from './CardFields';
import { EMPTY_BASKET_TEXT, useBasketIsland } from './useBasketIsland';
import styles from './gifts.module.css';

// '/cards' (SPEC §2): one card per unit of each gift — emailed to a recipient on a chosen
// morning, posted, or printed at home — each beside a preview of itself, and one Santa letter
// per unit.

interface Props {
  freeGifts: FreeGift[];
  currency: Currency;
  country: CharityCountry;
  /** Each gift's card images and descriptions, by product id (the previews). */
  looks: Record<string, GiftCardLooks>;
}

export function CardsView({ freeGifts, currency, country, looks }: Props) {
  const hydrated = useBasketIsland(freeGifts, currency);
  useBuildReloadHold(); // the cards being written are not kept by a reload
  const products = useBasket((s) => s.products);
  const router = useRouter();
  // The checks (and the email rule's code) load on the first 'Continue': not part of the first load.
  const [validate, setValidate] = useState<typeof CardErrorsFn | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  if (!hydrated) return <p role="status">Loading your basket…</p>;
  const withCards = products.filter((p) => p.cards.length > 0 || p.santaLetters.length > 0);
  if (products.length === 0) {
    return (
      <p>
        {EMPTY_BASKET_TEXT} <Link href="/">Browse gifts</Link>
      </p>
    );
  }
  const errors = validate ? validate(products, country) : {};
  const errorCount = Object.keys(errors).length;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { cardErrors } = await import('../card-validation');
    const found = cardErrors(useBasket.getState().products, country);
    const ids = Object.keys(found);
    setValidate(() => cardErrors);
    if (ids.length > 0) {
      if (ids.some((id) => id.startsWith('letter-'))) track('santaLetterFormValidationError', { fields: ids.filter((id) => id.startsWith('letter-')) });
      requestAnimationFrame(() => document.getElementById(ids[0]!)?.focus());
      return;
    }
    router.push('/checkout');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-cards-form>
      <div ref={summaryRef} role="alert" className={styles.error}>
        {errorCount > 0 ? `Please check ${errorCount === 1 ? '1 field' : `${errorCount} fields`} below.` : null}
      </div>
      {withCards.length === 0 ? <p>The gifts in your basket come without cards.</p> : null}
      {withCards.map((item, itemIndex) => (
        <section key={item.id} aria-label={item.data.title}>
          {item.cards.map((card, i) => (
            <CardFields key={`c${i}`} item={item} index={i} card={card} country={country} errors={errors} look={looks[item.id] ?? null} first={itemIndex === 0 && i === 0} />
          ))}
          {item.santaLetters.map((letter, i) => (
            <LetterFields key={`l${i}`} item={item} index={i} letter={letter} errors={errors} />
          ))}
        </section>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={`button button--accent ${styles.mainAction}`}>
          Continue to checkout
        </button>
        <Link href="/basket">Back to your basket</Link>
      </div>
    </form>
  );
}
