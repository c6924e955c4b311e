'use client';

import { useId, useState } from 'react';
import type { AddressChoice, AddressItem } from '../lookup-schema';
import type { Country } from '../payment-methods';
import { SelectField, TextField } from './Field';
import styles from './Checkout.module.css';

// Address entry with a look-up through the site's address route (CONTRACT §8 or the configured
// provider, via /api/checkout/address) and manual entry, which always works: a look-up that
// fails only says so. Controlled: the form owns the values.

export interface AddressValue {
  address_line1: string;
  address_line2: string;
  locality: string;
  administrative_area: string;
  postal_code: string;
}

export const EMPTY_ADDRESS: AddressValue = { address_line1: '', address_line2: '', locality: '', administrative_area: '', postal_code: '' };

export type AddressErrors = Partial<Record<keyof AddressValue, string>>;

export const ADDRESS_LABELS: Record<Country, Record<keyof AddressValue, string>> = {
  GB: { address_line1: 'Address line 1', address_line2: 'Address line 2 (optional)', locality: 'Town or city', administrative_area: 'County (optional)', postal_code: 'Postcode' },
  IE: { address_line1: 'Address line 1', address_line2: 'Address line 2 (optional)', locality: 'Town or city', administrative_area: 'County (optional)', postal_code: 'Eircode' },
};

export const ADDRESS_LOOKUP_URL = '/api/checkout/address';
export const NO_ADDRESSES_FOUND = 'We could not find any addresses for that postcode. Please check it or enter your address below.';
export const LOOKUP_FAILED = 'We could not look up addresses just now. Please enter your address below.';

/** The route's JSON, or its message as an Error (a network failure or a non-JSON answer: LOOKUP_FAILED). */
async function lookupJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } }).catch(() => {
    throw new Error(LOOKUP_FAILED);
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(typeof body.message === 'string' ? body.message : LOOKUP_FAILED);
  return body;
}

interface Props {
  country: Country;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  errors?: AddressErrors;
  /** Prefix of the inputs' ids ('address' → 'address-address_line1'). */
  idPrefix?: string;
  lookupUrl?: string;
}

type Lookup = { state: 'idle' } | { state: 'loading' } | { state: 'found'; items: AddressChoice[] } | { state: 'error'; message: string };

export function AddressFields({ country, value, onChange, errors = {}, idPrefix = 'address', lookupUrl = ADDRESS_LOOKUP_URL }: Props) {
  const labels = ADDRESS_LABELS[country];
  const [postcode, setPostcode] = useState(value.postal_code);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [retrieveError, setRetrieveError] = useState<string | null>(null);
  const statusId = useId();
  const set = (field: keyof AddressValue) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });

  async function find() {
    const query = postcode.trim();
    if (!query) {
      setLookup({ state: 'error', message: `Please enter your ${labels.postal_code.toLowerCase()} to look up your address.` });
      return;
    }
    setLookup({ state: 'loading' });
    setRetrieveError(null);
    try {
      const body = await lookupJson<{ items?: AddressChoice[] }>(`${lookupUrl}?postcode=${encodeURIComponent(query)}`);
      if (!Array.isArray(body.items)) throw new Error(LOOKUP_FAILED);
      setLookup(body.items.length ? { state: 'found', items: body.items } : { state: 'error', message: NO_ADDRESSES_FOUND });
    } catch (error) {
      setLookup({ state: 'error', message: error instanceof Error && error.message ? error.message : LOOKUP_FAILED });
    }
  }

  async function choose(id: string) {
    if (lookup.state !== 'found') return;
    const choice = lookup.items.find((i) => i.id === id);
    if (!choice) return;
    let item: AddressItem;
    if (!('address_line1' in choice)) {
      // A provider's line (id and label): its whole address is asked for now.
      try {
        const body = await lookupJson<{ item?: AddressItem }>(`${lookupUrl}?id=${encodeURIComponent(choice.id)}`);
        if (!body.item) throw new Error(LOOKUP_FAILED);
        item = body.item;
      } catch (error) {
        setRetrieveError(error instanceof Error && error.message ? error.message : LOOKUP_FAILED);
        return;
      }
    } else item = choice;
    setRetrieveError(null);
    // SPEC §5: object parts are replaced by their label or value, so only strings are kept.
    onChange({
      address_line1: item.address_line1,
      address_line2: item.address_line2 ?? '',
      locality: item.locality,
      administrative_area: item.administrative_area ?? '',
      postal_code: item.postal_code,
    });
    setPostcode(item.postal_code);
  }

  return (
    <div>
      <div className={styles.row}>
        <TextField
          id={`${idPrefix}-lookup`}
          label={`Find your address by ${labels.postal_code.toLowerCase()}`}
          value={postcode}
          autoComplete="postal-code"
          onChange={(e) => setPostcode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <div className={styles.field}>
          <button type="button" className="button button--secondary" onClick={() => void find()} disabled={lookup.state === 'loading'}>
            Find address
          </button>
        </div>
      </div>
      <div id={statusId} role="status" aria-live="polite">
        {lookup.state === 'loading' ? <p className={styles.hint}>Looking up addresses…</p> : null}
        {lookup.state === 'error' ? <p className={styles.error}>{lookup.message}</p> : null}
        {lookup.state === 'found' ? <p className={styles.hint}>{lookup.items.length} addresses found. Choose yours below.</p> : null}
        {lookup.state === 'found' && retrieveError ? <p className={styles.error}>{retrieveError}</p> : null}
      </div>
      {lookup.state === 'found' ? (
        <SelectField id={`${idPrefix}-choose`} label="Choose your address" defaultValue="" onChange={(e) => void choose(e.target.value)}>
          <option value="" disabled>
            Select an address
          </option>
          {lookup.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField id={`${idPrefix}-address_line1`} label={labels.address_line1} value={value.address_line1} onChange={set('address_line1')} error={errors.address_line1} autoComplete="address-line1" maxLength={255} required />
      <TextField id={`${idPrefix}-address_line2`} label={labels.address_line2} value={value.address_line2} onChange={set('address_line2')} error={errors.address_line2} autoComplete="address-line2" maxLength={255} />
      <TextField id={`${idPrefix}-locality`} label={labels.locality} value={value.locality} onChange={set('locality')} error={errors.locality} autoComplete="address-level2" maxLength={255} required />
      <TextField id={`${idPrefix}-administrative_area`} label={labels.administrative_area} value={value.administrative_area} onChange={set('administrative_area')} error={errors.administrative_area} autoComplete="address-level1" maxLength={255} />
      <TextField id={`${idPrefix}-postal_code`} label={labels.postal_code} value={value.postal_code} onChange={set('postal_code')} error={errors.postal_code} autoComplete="postal-code" maxLength={20} required={country === 'GB'} />
    </div>
  );
}
