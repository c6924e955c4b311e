import { findAddresses } from '@/edge/backend';
import type { Config } from '@/edge/config';
import { loqateAddressProvider } from './loqate';
import { parseAddressFind, type AddressProvider } from './lookup-schema';

// The address look-up behind one interface (issue 31): the contract's look-up (the backend's
// GET /address/find, CONTRACT §8) by default, or a real provider chosen by ADDRESS_PROVIDER.
// Every adapter throws when it cannot answer; the route then tells the donor to type the
// address, which always works.

/** How long a donor waits for a look-up before typing the address instead. */
export const LOOKUP_TIMEOUT_MS = 8_000;

export const contractAddressProvider: AddressProvider = {
  name: 'contract',
  async find(country, postcode) {
    return parseAddressFind(await findAddresses(country, postcode, { timeoutMs: LOOKUP_TIMEOUT_MS }));
  },
  // Its answers are whole addresses: nothing is left to retrieve.
  async retrieve() {
    return null;
  },
};

const LOQATE_URL = 'https://api.addressy.com';

/** The adapter the configuration names (a Loqate key is required by the config itself). */
export function addressProviderFor(config: Pick<Config, 'ADDRESS_PROVIDER' | 'ADDRESS_PROVIDER_KEY' | 'ADDRESS_PROVIDER_URL'>): AddressProvider {
  if (config.ADDRESS_PROVIDER === 'loqate' && config.ADDRESS_PROVIDER_KEY) {
    return loqateAddressProvider({ key: config.ADDRESS_PROVIDER_KEY, baseUrl: config.ADDRESS_PROVIDER_URL ?? LOQATE_URL, timeoutMs: LOOKUP_TIMEOUT_MS });
  }
  return contractAddressProvider;
}
