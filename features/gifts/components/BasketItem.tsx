'use client';

import { Img } from '@/features/common/components/Img';
import { Link } from '@/features/common/components/Link';
import { formatMoney, type Currency } from '@/features/common/money';
import { isFreeGift, type BasketProduct } from '../basket/model';
import { useBasket } from '../basket/store';
import styles from './gifts.module.css';

// One line of '/basket' (SPEC §4): the gift, its price and line total, the quantity buttons
// and 'Remove'. A free gift has no controls: the basket's rules add and remove it.

export function BasketItem({ item, currency }: { item: BasketProduct; currency: Currency }) {
  const free = isFreeGift(item);
  const { setQuantity, remove } = useBasket.getState();
  const unit = formatMoney(item.data.amount, item.data.currency ?? currency);
  return (
    <li className={styles.basketItem} data-basket-item={item.id} data-offer-type={item.data.offerType ?? undefined}>
      {item.data.image ? (
        <Img src={item.data.image.url} alt="" width={96} height={96} sizes="96px" />
      ) : (
        <span />
      )}
      <div>
        <h2>{free ? item.data.title : <Link href={item.path}>{item.data.title}</Link>}</h2>
        {free ? (
          <p className={styles.note}>Free</p>
        ) : (
          <p className={styles.note}>
            {unit} each · <span data-line-total>{formatMoney(item.data.amount * item.quantity, item.data.currency)}</span>
          </p>
        )}
        {!free ? (
          <div className={styles.itemControls}>
            <div className={styles.quantity} role="group" aria-label={`Quantity of ${item.data.title}`}>
              <button type="button" onClick={() => setQuantity(item.id, item.quantity - 1)} aria-label={`One fewer ${item.data.title}`}>
                −
              </button>
              <output aria-live="polite" data-quantity>
                {item.quantity}
              </output>
              <button type="button" onClick={() => setQuantity(item.id, item.quantity + 1)} aria-label={`One more ${item.data.title}`} disabled={item.quantity >= 99}>
                +
              </button>
            </div>
            <button type="button" className={styles.linkButton} onClick={() => remove(item.id)}>
              Remove <span className="visually-hidden">{item.data.title}</span>
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
