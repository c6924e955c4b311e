import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

// Local checks of a bank account before the look-up service is asked (checksum first, so a
// typo never costs a request): UK sort code and account number, SEPA IBAN (ibantools).

export type LocalCheck = { ok: true; value: string } | { ok: false; message: string };

export const SORT_CODE_MESSAGE = 'Please enter the 6 digits of your sort code';
export const ACCOUNT_NUMBER_MESSAGE = 'Please enter your 8-digit account number';
export const IBAN_MESSAGE = 'Please enter a valid IBAN';
export const IBAN_SEPA_MESSAGE = 'Direct debits can only be taken from a bank account in the SEPA area';

/** '20-00-00', '20 00 00', '200000' → '200000' (SPEC §5: sent joined). */
export function checkSortCode(raw: string): LocalCheck {
  const joined = raw.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(joined) ? { ok: true, value: joined } : { ok: false, message: SORT_CODE_MESSAGE };
}

export function checkAccountNumber(raw: string): LocalCheck {
  const joined = raw.replace(/\s/g, '');
  return /^\d{8}$/.test(joined) ? { ok: true, value: joined } : { ok: false, message: ACCOUNT_NUMBER_MESSAGE };
}

/** 'IE29 AIBK 9311 5212 3456 78' → 'IE29AIBK93115212345678' when its checksum holds and it is SEPA. */
export function checkIban(raw: string): LocalCheck {
  const iban = electronicFormatIBAN(raw.slice(0, 64)) ?? '';
  if (!isValidIBAN(iban)) return { ok: false, message: IBAN_MESSAGE };
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, message: IBAN_SEPA_MESSAGE };
  return { ok: true, value: iban };
}
