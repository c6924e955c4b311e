'use client';

import type { Consent } from '../order-schema';
import type { Country } from '../payment-methods';
import { PREFERENCE_QUESTIONS, PREFERENCES_HEADING, PREFERENCES_INTRO, type Channel, type ContactPreferences } from '../preferences';
import styles from './Checkout.module.css';

// Contact preferences per country (SPEC §9). Controlled; the parent records
// viewedPreferencesOptions and turns the answers into flags with viewedPreferences().

interface Props {
  country: Country;
  value: ContactPreferences;
  onChange: (value: ContactPreferences) => void;
  idPrefix?: string;
}

export function ContactPreferencesFields({ country, value, onChange, idPrefix = 'contact' }: Props) {
  const set = (channel: Channel, consent: Consent) => onChange({ ...value, [channel]: consent });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{PREFERENCES_HEADING[country]}</legend>
      <p className={styles.hint}>{PREFERENCES_INTRO[country]}</p>
      {PREFERENCE_QUESTIONS[country].map((question) => {
        const id = `${idPrefix}-${question.channel}`;
        if (question.kind === 'yes-no') {
          return (
            <fieldset key={question.channel} className={styles.question}>
              <legend>{question.label}</legend>
              <div className={styles.inline}>
                <label>
                  <input type="radio" name={id} value="allowed" checked={value[question.channel] === 'allowed'} onChange={() => set(question.channel, 'allowed')} />
                  Yes
                </label>
                <label>
                  <input type="radio" name={id} value="denied" checked={value[question.channel] === 'denied'} onChange={() => set(question.channel, 'denied')} />
                  No
                </label>
              </div>
            </fieldset>
          );
        }
        const checked = question.kind === 'opt-in' ? value[question.channel] === 'allowed' : value[question.channel] === 'denied';
        return (
          <div key={question.channel} className={styles.check}>
            <input
              id={id}
              type="checkbox"
              checked={checked}
              onChange={(e) => set(question.channel, question.kind === 'opt-in' ? (e.target.checked ? 'allowed' : 'denied') : e.target.checked ? 'denied' : 'allowed')}
            />
            <label htmlFor={id}>{question.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
