'use client';

import { useId, useRef, useState } from 'react';
import { formatMoney, type Currency } from '@/features/common/money';
import { COUPON_REMOVAL_TOAST_MS } from '../basket/model';
import { useBasket } from '../basket/store';
import { COUPON_UNAVAILABLE } from '../coupon-messages';
import styles from './gifts.module.css';
import { notify } from './toasts';

// The basket's voucher code (SPEC §4): apply it (checked by /api/gifts/coupon), or remove the
// one applied (a toast says what changed). Errors are announced and the input takes focus.

export function CouponForm({ currency }: { currency: Currency }) {
  const inputId = useId();
  const messageId = useId();
  const coupon = useBasket((s) => s.coupon);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = failure ?? coupon?.errorMessage ?? null;

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      inputRef.current?.focus();
      return;
    }
    try {
      await useBasket.getState().applyCoupon(code);
      if (useBasket.getState().coupon?.errorMessage) inputRef.current?.focus();
      else setCode('');
    } catch {
      setFailure(COUPON_UNAVAILABLE);
      inputRef.current?.focus();
    }
  }

  function removeCoupon() {
    const message = useBasket.getState().removeCoupon();
    notify(message, { duration: COUPON_REMOVAL_TOAST_MS });
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  if (coupon && !coupon.isPending && !coupon.errorMessage) {
    return (
      <div className={styles.coupon} data-coupon-applied={coupon.code}>
        <p>
          Voucher code <strong>{coupon.code}</strong> applied
          {coupon.discount ? <> : {formatMoney(coupon.discount, currency)} off</> : null}.
        </p>
        <button type="button" className={styles.linkButton} onClick={removeCoupon}>
          Remove voucher code
        </button>
      </div>
    );
  }
  return (
    <form className={styles.coupon} onSubmit={(e) => void apply(e)} noValidate data-coupon-form>
      <div className={styles.field}>
        <label htmlFor={inputId}>Voucher code</label>
        <input
          ref={inputRef}
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={coupon?.isPending}>
        {coupon?.isPending ? 'Checking…' : 'Apply'}
      </button>
      <p id={messageId} role="alert" className={styles.error} data-coupon-error>
        {error}
      </p>
    </form>
  );
}
