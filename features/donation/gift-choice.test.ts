import { describe, expect, it } from 'vitest';
import { hasUkHomeAddress, walletDetails } from './gift-choice';

// What a wallet's payer makes of the donor's details (issue 48): every part the profile needs,
// or nothing (the donor then gives them through the steps).

const address = { line1: '10 High Street', line2: null, city: 'London', state: null, postal_code: 'SW1A 1AA', country: 'GB' };

describe('walletDetails', () => {
  it('splits the name at its last space and keeps the billing address with its own country', () => {
    expect(walletDetails({ name: 'Mary Anne  Taylor', email: 'm@example.co.uk', phone: null, address }, 'IE')).toEqual({
      first_name: 'Mary Anne',
      last_name: 'Taylor',
      email: 'm@example.co.uk',
      phone: '',
      address: { address_line1: '10 High Street', address_line2: '', locality: 'London', administrative_area: '', postal_code: 'SW1A 1AA', country_code: 'GB' },
    });
  });

  it('gives nothing without a family name, an email, a street or a town', () => {
    const payer = { name: 'Sam Taylor', email: 's@example.co.uk', phone: null, address };
    expect(walletDetails({ ...payer, name: 'Sam' }, 'GB')).toBeNull();
    expect(walletDetails({ ...payer, email: null }, 'GB')).toBeNull();
    expect(walletDetails({ ...payer, address: { ...address, line1: null } }, 'GB')).toBeNull();
    expect(walletDetails({ ...payer, address: { ...address, city: null } }, 'GB')).toBeNull();
    expect(walletDetails({ ...payer, address: null }, 'GB')).toBeNull();
    expect(walletDetails(undefined, 'GB')).toBeNull();
  });

  it('takes the site country for an address whose country is missing or malformed', () => {
    expect(walletDetails({ name: 'Sam Taylor', email: 's@x.uk', phone: '+44', address: { ...address, country: 'gbr' } }, 'GB')?.address.country_code).toBe('GB');
  });
});

describe('hasUkHomeAddress (Gift Aid)', () => {
  const details = walletDetails({ name: 'Sam Taylor', email: 's@x.uk', phone: null, address }, 'GB')!;
  it('needs a UK address with a postcode', () => {
    expect(hasUkHomeAddress(details)).toBe(true);
    expect(hasUkHomeAddress({ ...details, address: { ...details.address, postal_code: ' ' } })).toBe(false);
    expect(hasUkHomeAddress({ ...details, address: { ...details.address, country_code: 'IE' } })).toBe(false);
  });
});
