import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGE, IBAN_SEPA_MESSAGE } from './bank-account';
import { MODULUS_MESSAGE, offlineBankCheck, ukModulusValid } from './offline-bank-check';

// The offline bank check (issue 31): Vocalink's modulus rules for UK accounts, the IBAN checksum
// for SEPA. Cases from Vocalink's 'Validating account numbers' test list (v6.40).

describe('UK modulus check (Vocalink rules as data)', () => {
  it('passes the published valid accounts', () => {
    for (const [sortCode, account] of [
      ['089999', '66374958'], // standard MOD10
      ['107999', '88837491'], // standard MOD11
      ['202959', '63748472'], // DBLAL and MOD11
      ['871427', '46238510'], // exception 10 and 11
      ['404784', '70872490'],
      ['200000', '41000455'], // also passes the sandbox's own check (the e2e account)
    ]) {
      expect(ukModulusValid(sortCode!, account!), `${sortCode} ${account}`).toBe(true);
    }
  });

  it('fails accounts that break the rules', () => {
    expect(ukModulusValid('089999', '66374959')).toBe(false);
    expect(ukModulusValid('107999', '88837490')).toBe(false);
    expect(ukModulusValid('200000', '41000001')).toBe(false);
    // The sandbox look-up's own weights accept this one; Vocalink's do not.
    expect(ukModulusValid('200000', '10000003')).toBe(false);
  });

  it('answers in the look-up service’s shape, with no bank name', () => {
    expect(offlineBankCheck({ country: 'GB', sortCode: '200000', accountNumber: '41000455' })).toEqual({ valid: true, bank_name: null, message: null });
    expect(offlineBankCheck({ country: 'GB', sortCode: '200000', accountNumber: '41000001' })).toEqual({ valid: false, bank_name: null, message: MODULUS_MESSAGE });
  });
});

describe('SEPA IBAN checksum', () => {
  it('passes a good IBAN and refuses a bad checksum or a non-SEPA account', () => {
    expect(offlineBankCheck({ country: 'IE', iban: 'IE29AIBK93115212345678' })).toEqual({ valid: true, bank_name: null, message: null });
    expect(offlineBankCheck({ country: 'IE', iban: 'IE29AIBK93115212345679' })).toEqual({ valid: false, bank_name: null, message: IBAN_MESSAGE });
    expect(offlineBankCheck({ country: 'IE', iban: 'BR1800360305000010009795493C1' })).toMatchObject({ valid: false, message: IBAN_SEPA_MESSAGE });
  });
});
