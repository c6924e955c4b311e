import UkModulusChecking from 'uk-modulus-checking';
import type { BankAccount } from '@/edge/backend';
import { checkIban } from './bank-account';
import type { BankValidation } from './lookup-schema';

// The bank check the site makes on its own when the look-up service is missing, down or slow
// (issue 31): the IBAN checksum (ibantools) for SEPA, Vocalink's modulus rules for UK accounts
// (uk-modulus-checking keeps Vocalink's published tables as data). Server side only: the
// tables are about 100 KB, and the bank route is where the service is asked first anyway.
// A pass lets the donor continue; the backend judges the account again when the order comes.

export const MODULUS_MESSAGE = 'The account number is not valid for this sort code. Please check both.';

/** Vocalink's modulus check of a UK account (6-digit sort code, 8-digit account number, joined). */
export function ukModulusValid(sortCode: string, accountNumber: string): boolean {
  return new UkModulusChecking({ sortCode, accountNumber }).isValid();
}

/** The offline answer, in the look-up service's own shape (CONTRACT §8); the bank's name is unknown. */
export function offlineBankCheck(account: BankAccount): BankValidation {
  if (account.country === 'GB') {
    return ukModulusValid(account.sortCode, account.accountNumber)
      ? { valid: true, bank_name: null, message: null }
      : { valid: false, bank_name: null, message: MODULUS_MESSAGE };
  }
  const iban = checkIban(account.iban);
  return iban.ok ? { valid: true, bank_name: null, message: null } : { valid: false, bank_name: null, message: iban.message };
}
