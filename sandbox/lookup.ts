import { createHash } from 'node:crypto';
import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { HttpError } from './http';

// The address and bank look-up service's stand-in (CONTRACT §8).

const GB_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;
const IE_EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/;

const STREETS: Record<'GB' | 'IE', { street: string; town: string; county: string }[]> = {
  GB: [
    { street: 'Cathedral Road', town: 'Cardiff', county: 'South Glamorgan' },
    { street: 'Mill Lane', town: 'Manchester', county: 'Greater Manchester' },
    { street: 'Victoria Street', town: 'London', county: 'Greater London' },
    { street: 'Station Road', town: 'Birmingham', county: 'West Midlands' },
    { street: 'Church Street', town: 'York', county: 'North Yorkshire' },
  ],
  IE: [
    { street: 'Camden Street', town: 'Dublin 2', county: 'Co. Dublin' },
    { street: 'Oliver Plunkett Street', town: 'Cork', county: 'Co. Cork' },
    { street: 'Shop Street', town: 'Galway', county: 'Co. Galway' },
    { street: "O'Connell Street", town: 'Limerick', county: 'Co. Limerick' },
    { street: 'Main Street', town: 'Westport', county: 'Co. Mayo' },
  ],
};

export interface AddressItem {
  id: string;
  label: string;
  address_line1: string;
  address_line2: string | null;
  locality: string;
  administrative_area: string | null;
  postal_code: string;
}

function country(raw: string | null): 'GB' | 'IE' {
  const c = (raw ?? '').toUpperCase();
  if (c !== 'GB' && c !== 'IE') throw new HttpError(400, "The 'country' query parameter must be GB or IE");
  return c;
}

/** Every well-formed postcode (GB) or Eircode (IE) finds a handful of plausible, stable addresses. */
export function findAddresses(countryParam: string | null, postcodeParam: string | null): { items: AddressItem[] } {
  const c = country(countryParam);
  const raw = (postcodeParam ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
  if (!raw) throw new HttpError(400, "The 'postcode' query parameter is required");
  const match = (c === 'GB' ? GB_POSTCODE : IE_EIRCODE).exec(raw.slice(0, 10));
  if (!match) return { items: [] };
  const postcode = `${match[1]} ${match[2]}`;
  const hash = createHash('sha256').update(postcode).digest();
  const place = STREETS[c][hash[0]! % STREETS[c].length]!;
  const items: AddressItem[] = [];
  for (let i = 0; i < 5; i += 1) {
    const number = (hash[i + 1]! % 60) + 1 + i;
    const flat = i === 4 ? `Flat ${(hash[7]! % 9) + 1}` : null;
    const line1 = flat ? `${flat}, ${number} ${place.street}` : `${number} ${place.street}`;
    items.push({
      id: `${c}-${postcode.replace(' ', '')}-${i}`,
      label: `${line1}, ${place.town}, ${postcode}`,
      address_line1: line1,
      address_line2: null,
      locality: place.town,
      administrative_area: place.county,
      postal_code: postcode,
    });
  }
  return { items };
}

export interface BankValidation {
  valid: boolean;
  bank_name: string | null;
  message: string | null;
}

const GB_BANKS: Record<string, string> = {
  '20': 'Barclays Bank',
  '30': 'Lloyds Bank',
  '40': 'HSBC UK',
  '60': 'NatWest',
  '77': 'TSB Bank',
  '08': 'The Co-operative Bank',
  '09': 'Santander UK',
  '23': 'Monzo Bank',
  '04': 'Starling Bank',
};

const IE_BANKS: Record<string, string> = {
  AIBK: 'AIB',
  BOFI: 'Bank of Ireland',
  IPBS: 'PTSB',
  ULSB: 'Ulster Bank',
  TRWI: 'Wise',
  REVO: 'Revolut',
};

/**
 * UK accounts: a known sort-code prefix and an 8-digit account number passing a weighted
 * modulus-11 check over sort code and account (in the spirit of the Vocalink checks; the
 * sandbox's own weights). README lists accounts that pass.
 */
export function ukModulusCheck(sortCode: string, accountNumber: string): boolean {
  const digits = (sortCode + accountNumber).split('').map(Number);
  const weights = [0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1];
  const sum = digits.reduce((total, d, i) => total + d * weights[i]!, 0);
  return sum % 11 === 0;
}

export function validateBank(url: URL): BankValidation {
  const c = country(url.searchParams.get('country'));
  if (c === 'GB') {
    const sortCode = (url.searchParams.get('sort_code') ?? '').replace(/[\s-]/g, '');
    const account = (url.searchParams.get('account_number') ?? '').replace(/\s/g, '');
    if (!sortCode || !account) throw new HttpError(400, "The 'sort_code' and 'account_number' query parameters are required");
    if (!/^\d{6}$/.test(sortCode)) return { valid: false, bank_name: null, message: 'The sort code must be 6 digits.' };
    if (!/^\d{8}$/.test(account)) return { valid: false, bank_name: null, message: 'The account number must be 8 digits.' };
    const bank = GB_BANKS[sortCode.slice(0, 2)] ?? null;
    if (!bank) return { valid: false, bank_name: null, message: 'We could not find a bank with this sort code.' };
    if (!ukModulusCheck(sortCode, account)) {
      return { valid: false, bank_name: bank, message: 'The account number is not valid for this sort code.' };
    }
    return { valid: true, bank_name: bank, message: null };
  }
  const raw = url.searchParams.get('iban');
  if (!raw) throw new HttpError(400, "The 'iban' query parameter is required");
  const iban = electronicFormatIBAN(raw.slice(0, 64)) ?? '';
  if (!isValidIBAN(iban)) return { valid: false, bank_name: null, message: 'This IBAN is not valid.' };
  const countryCode = iban.slice(0, 2);
  if (!isSEPACountry(countryCode)) {
    return { valid: false, bank_name: null, message: 'Direct debits can only be taken from a bank account in the SEPA area.' };
  }
  const bankCode = extractIBAN(iban).bankIdentifier ?? '';
  const bank = countryCode === 'IE' ? (IE_BANKS[bankCode] ?? null) : null;
  return { valid: true, bank_name: bank, message: null };
}
