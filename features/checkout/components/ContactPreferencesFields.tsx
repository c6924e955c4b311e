'use client';

import type { Consent } from '../order-schema';
import type { Country } from '../payment-methods';
import { askedQuestions, ORDER_PREFERENCES_INTRO, PREFERENCES_HEADING, PREFERENCES_INTRO, type Channel, type ContactPreferences } from '../preferences';
import styles from './Checkout.module.css';

// Contact preferences per country (SPEC §9), as one compact list that fits a phone's screen:
// GB's opt-ins and post opt-out as checkboxes, IE's yes/no questions as a Yes | No switch per
// row. Controlled; the parent records viewedPreferencesOptions and turns the answers into flags
// with viewedPreferences(). Both checkouts ask every question, phone number or not.

interface Props {
  country: Country;
  value: ContactPreferences;
  onChange: (value: ContactPreferences) => void;
  idPrefix?: string;
  /** 'order' in the gifts shop: the intro speaks of the buyer's order, not a donation. */
  purpose?: 'donation' | 'order';
}

export function ContactPreferencesFields({ country, value, onChange, idPrefix = 'contact', purpose = 'donation' }: Props) {
  const set = (channel: Channel, consent: Consent) => onChange({ ...value, [channel]: consent });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{PREFERENCES_HEADING[country]}</legend>
      <p className={styles.hint}>{(purpose === 'order' ? ORDER_PREFERENCES_INTRO : PREFERENCES_INTRO)[country]}</p>
      <ul className={styles.optionList}>
        {askedQuestions(country).map((question) => {
          const id = `${idPrefix}-${question.channel}`;
          if (question.kind === 'yes-no') {
            return (
              <li key={question.channel}>
                <fieldset className={styles.question}>
                  <legend>{question.label}</legend>
                  <div className={styles.segments}>
                    <span className={styles.segment}>
                      <input id={`${id}-yes`} type="radio" name={id} value="allowed" checked={value[question.channel] === 'allowed'} onChange={() => set(question.channel, 'allowed')} />
                      <label htmlFor={`${id}-yes`}>Yes</label>
                    </span>
                    <span className={styles.segment}>
                      <input id={`${id}-no`} type="radio" name={id} value="denied" checked={value[question.channel] === 'denied'} onChange={() => set(question.channel, 'denied')} />
                      <label htmlFor={`${id}-no`}>No</label>
                    </span>
                  </div>
                </fieldset>
              </li>
            );
          }
          const checked = question.kind === 'opt-in' ? value[question.channel] === 'allowed' : value[question.channel] === 'denied';
          return (
            <li key={question.channel} className={styles.check}>
              <input
                id={id}
                type="checkbox"
                checked={checked}
                onChange={(e) => set(question.channel, question.kind === 'opt-in' ? (e.target.checked ? 'allowed' : 'denied') : e.target.checked ? 'denied' : 'allowed')}
              />
              <label htmlFor={id}>{question.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
