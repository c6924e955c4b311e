import { findAddresses, type AddressItem } from './lookup';

// A local stand-in for Loqate's Capture API (Interactive Find v1.10 and Retrieve v1.20,
// json3.ws), mounted at /loqate on the sandbox, so the site's Loqate adapter is tested against
// HTTP in `npm test` and the e2e runs. Same addresses as the contract's look-up (./lookup.ts).
// Like Loqate it answers HTTP 200 with an error item ({Error, Description, Cause, Resolution})
// for a wrong key or a bad request. A GB postcode first finds its container (Type 'Postcode'),
// as Loqate does; an Eircode (one address each) finds addresses straight away.

export const LOQATE_FAKE_KEY = 'SB11-LOQ4-TE22-FAKE';
export const LOQATE_FIND_PATH = '/loqate/Capture/Interactive/Find/v1.10/json3.ws';
export const LOQATE_RETRIEVE_PATH = '/loqate/Capture/Interactive/Retrieve/v1.20/json3.ws';

type Json = { Items: Record<string, string>[] };

function error(code: string, description: string, cause: string): Json {
  return { Items: [{ Error: code, Description: description, Cause: cause, Resolution: 'Check the request.' }] };
}

function country(raw: string | null): 'GB' | 'IE' | null {
  const c = (raw ?? '').toUpperCase();
  return c === 'GB' || c === 'IE' ? c : null;
}

function addressesAt(c: 'GB' | 'IE', postcode: string): AddressItem[] {
  try {
    return findAddresses(c, postcode).items;
  } catch {
    return [];
  }
}

function addressItem(item: AddressItem): Record<string, string> {
  return { Id: `${item.id}`, Type: 'Address', Text: item.address_line1, Highlight: '', Description: `${item.locality}, ${item.postal_code}` };
}

function find(url: URL): Json {
  const c = country(url.searchParams.get('Countries'));
  if (!c) return error('1001', 'Countries Invalid', 'The Countries parameter was not a GB or IE code.');
  const container = url.searchParams.get('Container');
  if (container) {
    const [, postcode] = /^(?:GB|IE)\|PC\|(.+)$/.exec(container) ?? [];
    return { Items: postcode ? addressesAt(c, postcode).map(addressItem) : [] };
  }
  const text = (url.searchParams.get('Text') ?? '').trim();
  if (!text) return error('1002', 'Text Required', 'The Text parameter was empty.');
  const items = addressesAt(c, text);
  if (!items.length) return { Items: [] };
  if (c === 'IE') return { Items: items.map(addressItem) };
  const postcode = items[0]!.postal_code;
  return { Items: [{ Id: `GB|PC|${postcode.replace(' ', '')}`, Type: 'Postcode', Text: postcode, Highlight: '', Description: `${items.length} Addresses` }] };
}

function retrieve(url: URL): Json {
  const [, c, postcode, index] = /^(GB|IE)-([A-Z0-9]+)-(\d)$/.exec(url.searchParams.get('Id') ?? '') ?? [];
  const item = c && postcode ? addressesAt(c as 'GB' | 'IE', postcode)[Number(index)] : undefined;
  if (!item) return error('1001', 'Id Invalid', 'The Id parameter supplied was invalid.');
  return {
    Items: [
      {
        Id: item.id,
        DomesticId: item.id,
        Language: 'ENG',
        Company: '',
        Line1: item.address_line1,
        Line2: '',
        Line3: '',
        Line4: '',
        Line5: '',
        City: item.locality,
        ProvinceName: item.administrative_area ?? '',
        PostalCode: item.postal_code,
        CountryIso2: c!,
        CountryName: c === 'GB' ? 'United Kingdom' : 'Ireland',
        Label: [item.address_line1, item.locality, item.postal_code].join('\n'),
        Type: 'Residential',
      },
    ],
  };
}

/** The fake's answer for a /loqate/… path, or null when the path is not one of its two. */
export function loqateFake(url: URL): Json | null {
  if (url.pathname !== LOQATE_FIND_PATH && url.pathname !== LOQATE_RETRIEVE_PATH) return null;
  if (url.searchParams.get('Key') !== LOQATE_FAKE_KEY) return error('2', 'Unknown key', 'The key you are using to access the service was not found.');
  return url.pathname === LOQATE_FIND_PATH ? find(url) : retrieve(url);
}
