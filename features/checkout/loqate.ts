import { z } from 'zod';
import type { AddressChoice, AddressItem, AddressProvider } from './lookup-schema';
import type { Country } from './payment-methods';

// Loqate (GBG) Capture: Interactive Find v1.10 and Retrieve v1.20 (json3.ws), one provider for
// GB postcodes and Irish Eircodes. Find is free within a search, Retrieve is what Loqate bills,
// so Find's addresses go to the donor as ids and labels and only the chosen one is retrieved.
// Loqate answers HTTP 200 with an error item ({Error, Description, Cause}) for a bad key or
// request: that is a failure, thrown like any other. The key travels in the query, so no URL
// is ever put in an error or a log line.

export class AddressProviderError extends Error {
  override name = 'AddressProviderError';
  constructor(
    message: string,
    /** Loqate's error number, when it answered with an error item. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Loqate's 'Id Invalid' (Retrieve): no such address, not an outage. */
const ID_INVALID = '1001';

export interface LoqateOptions {
  key: string;
  /** https://api.addressy.com, or a stand-in (the sandbox's /loqate). */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const ErrorItem = z.object({ Error: z.string(), Description: z.string().nullish(), Cause: z.string().nullish() });
const FindItem = z.object({ Id: z.string().min(1), Type: z.string(), Text: z.string(), Description: z.string().nullish() });
const RetrieveItem = z.object({
  Id: z.string().nullish(),
  Company: z.string().nullish(),
  Line1: z.string().min(1),
  Line2: z.string().nullish(),
  Line3: z.string().nullish(),
  Line4: z.string().nullish(),
  Line5: z.string().nullish(),
  City: z.string().nullish(),
  ProvinceName: z.string().nullish(),
  PostalCode: z.string().nullish(),
  CountryIso2: z.string().nullish(),
});
const Answer = z.object({ Items: z.array(z.unknown()) });

/** Containers (a postcode, a street, a building) are opened this many levels deep, no more. */
const MAX_DEPTH = 2;

export function loqateAddressProvider({ key, baseUrl, timeoutMs, fetch: fetcher = fetch }: LoqateOptions): AddressProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, query: Record<string, string>): Promise<unknown[]> {
    const url = `${base}${path}?${new URLSearchParams({ Key: key, ...query })}`;
    let response: Response;
    try {
      response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    } catch (error) {
      throw new AddressProviderError(`loqate ${path}: ${error instanceof Error ? error.name : 'network failure'}`);
    }
    if (!response.ok) throw new AddressProviderError(`loqate ${path}: HTTP ${response.status}`);
    const parsed = Answer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new AddressProviderError(`loqate ${path}: unreadable answer`);
    const failed = ErrorItem.safeParse(parsed.data.Items[0]);
    if (failed.success) throw new AddressProviderError(`loqate ${path}: error ${failed.data.Error} ${failed.data.Description ?? ''}`.trim(), failed.data.Error);
    return parsed.data.Items;
  }

  const findPath = '/Capture/Interactive/Find/v1.10/json3.ws';
  const retrievePath = '/Capture/Interactive/Retrieve/v1.20/json3.ws';

  return {
    name: 'loqate',
    async find(country: Country, postcode: string): Promise<AddressChoice[]> {
      let query: Record<string, string> = { Text: postcode, Countries: country, Language: 'en', Limit: '100' };
      for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
        const items = (await call(findPath, query)).flatMap((raw) => {
          const item = FindItem.safeParse(raw);
          return item.success ? [item.data] : [];
        });
        const addresses = items.filter((i) => i.Type === 'Address');
        if (addresses.length || !items.length || depth === MAX_DEPTH) {
          return addresses.map((a) => ({ id: a.Id, label: a.Description ? `${a.Text}, ${a.Description}` : a.Text }));
        }
        // A postcode (or a street) first: its addresses are one level down.
        query = { Text: postcode, Countries: country, Language: 'en', Limit: '100', Container: items[0]!.Id };
      }
      return [];
    },
    async retrieve(country: Country, id: string): Promise<AddressItem | null> {
      let raw: unknown;
      try {
        [raw] = await call(retrievePath, { Id: id });
      } catch (error) {
        if (error instanceof AddressProviderError && error.code === ID_INVALID) return null;
        throw error;
      }
      const item = RetrieveItem.safeParse(raw);
      if (!item.success) return null;
      const a = item.data;
      if (a.CountryIso2 && a.CountryIso2.toUpperCase() !== country) return null;
      const line2 = [a.Line2, a.Line3, a.Line4, a.Line5].filter((l): l is string => Boolean(l && l.trim())).join(', ');
      return {
        id,
        label: [a.Line1, a.City, a.PostalCode].filter(Boolean).join(', '),
        address_line1: a.Line1,
        address_line2: line2 || null,
        locality: a.City ?? '',
        administrative_area: a.ProvinceName || null,
        postal_code: a.PostalCode ?? '',
      };
    },
  };
}
