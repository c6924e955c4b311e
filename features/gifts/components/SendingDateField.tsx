'use client';

import { useState } from 'react';
import { buyerDate, parseBuyerDate } from '../card-dates';
import type { CharityCountry } from '../sending-time';
import styles from './gifts.module.css';

// An e-card's sending date as the shop's buyers write dates: DD/MM/YYYY. A text field, not
// <input type="date">, whose format is the browser's (month first in an American-English
// browser, whatever the page's language). The basket keeps 'YYYY-MM-DD' once the text is a
// date, and the text itself while it is not (../card-validation.ts then flags it).

interface Props {
  id: string;
  /** The basket's value: 'YYYY-MM-DD', '', or text that is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  country: CharityCountry;
}

export function SendingDateField({ id, value, onChange, error, country }: Props) {
  const [text, setText] = useState(() => buyerDate(value));
  // What the buyer typed while it still means the stored value; the stored value otherwise (another tab changed it).
  const shown = text === value || parseBuyerDate(text) === value ? text : buyerDate(value);
  const describedBy = error ? `${id}-error ${id}-hint` : `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Sending date (optional)</label>
      <p id={`${id}-hint`} className={styles.hint}>
        For example, 24/12/2026. Leave it empty to send the card straight away. Cards are sent from 8am {country === 'GB' ? 'UK' : 'Irish'} time on the day you choose.
      </p>
      <input
        id={id}
        className={styles.dateInput}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseBuyerDate(e.target.value) ?? e.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
