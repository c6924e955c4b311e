import { decodeHTML } from 'entities';
import { validateBankAccount, type BankAccount } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { addressProviderFor, LOOKUP_TIMEOUT_MS } from './address-provider';
import { checkAccountNumber, checkIban, checkSortCode } from './bank-account';
import { clientAddress } from '@/request/client-address';
import { TOO_MANY_ATTEMPTS } from './handlers';
import { parseBankValidation, type AddressProvider } from './lookup-schema';
import { offlineBankCheck } from './offline-bank-check';
import { MemoryRateLimiter, type RateLimiter } from '@/request/rate-limit';

// The address and bank look-up routes (CONTRACT §8, issue 31). Neither ever blocks a donor
// because a third-party service is down: the address form can always be typed, and a bank
// account the service cannot check is checked here offline (IBAN checksum, Vocalink modulus);
// the backend judges the account again when the order comes.

export const ADDRESS_UNAVAILABLE = 'We could not look up addresses just now. Please enter your address below.';
export const ADDRESS_GONE = 'We could not find that address. Please choose another or enter your address below.';
/** Kept for callers of the old route answer; the bank route no longer fails for want of the service. */
export const BANK_UNAVAILABLE = 'We could not check your bank details just now. Please try again.';
export const lookupLimiter = new MemoryRateLimiter({ limit: 30, windowMs: 60_000 });

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function lookupAnswer(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export interface LookupOptions {
  limiter?: RateLimiter;
  /** The configured adapter unless a test passes its own. */
  provider?: AddressProvider;
}

/**
 * GET ?postcode=… → {items: AddressChoice[]} for the site's country; GET ?id=… → {item} (a
 * provider's id the donor chose, retrieved whole). A failure answers 502 with a message that
 * sends the donor to the manual fields.
 */
export async function handleAddressLookup(request: Request, { limiter = lookupLimiter, provider }: LookupOptions = {}): Promise<Response> {
  const config = loadConfig();
  const adapter = provider ?? addressProviderFor(config);
  const params = new URL(request.url).searchParams;
  const id = params.get('id');
  const postcode = (params.get('postcode') ?? '').trim();
  if (id === null && (!postcode || postcode.length > 10)) return lookupAnswer({ message: 'Please enter a postcode.' }, 400);
  if (id !== null && (!id.trim() || id.length > 200)) return lookupAnswer({ message: ADDRESS_GONE }, 400);
  if (!(await limiter.hit(clientAddress(request, config))).allowed) return lookupAnswer({ message: TOO_MANY_ATTEMPTS }, 429);
  try {
    if (id === null) return lookupAnswer({ items: await adapter.find(config.DEFAULT_COUNTRY, postcode) }, 200);
    const item = await adapter.retrieve(config.DEFAULT_COUNTRY, id);
    return item ? lookupAnswer({ item }, 200) : lookupAnswer({ message: ADDRESS_GONE }, 404);
  } catch (error) {
    log.error('address_lookup_failed', { provider: adapter.name, step: id === null ? 'find' : 'retrieve', error: errorText(error) });
    return lookupAnswer({ message: ADDRESS_UNAVAILABLE }, 502);
  }
}

/**
 * GET ?sort_code=…&account_number=… (GB) or ?iban=… (IE) → {valid, bank_name, message, checked}.
 * The format and checksum first (a typo never reaches the service), then the look-up service
 * (`checked: 'service'`); when it is missing, fails, is slow or answers nonsense, the offline
 * check answers instead (`checked: 'offline'`).
 */
export async function handleBankValidation(request: Request, { limiter = lookupLimiter }: Pick<LookupOptions, 'limiter'> = {}): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const country = loadConfig().DEFAULT_COUNTRY;
  if (!(await limiter.hit(clientAddress(request, loadConfig()))).allowed) return lookupAnswer({ message: TOO_MANY_ATTEMPTS }, 429);
  let account: BankAccount;
  if (country === 'GB') {
    const sortCode = checkSortCode(params.get('sort_code') ?? '');
    const number = checkAccountNumber(params.get('account_number') ?? '');
    if (!sortCode.ok) return lookupAnswer({ valid: false, bank_name: null, message: sortCode.message, checked: 'site' }, 200);
    if (!number.ok) return lookupAnswer({ valid: false, bank_name: null, message: number.message, checked: 'site' }, 200);
    account = { country: 'GB', sortCode: sortCode.value, accountNumber: number.value };
  } else {
    const iban = checkIban(params.get('iban') ?? '');
    if (!iban.ok) return lookupAnswer({ valid: false, bank_name: null, message: iban.message, checked: 'site' }, 200);
    account = { country: 'IE', iban: iban.value };
  }
  try {
    const result = parseBankValidation(await validateBankAccount(account, { timeoutMs: LOOKUP_TIMEOUT_MS }));
    return lookupAnswer({ ...result, message: result.message ? decodeHTML(result.message) : null, checked: 'service' }, 200);
  } catch (error) {
    const offline = offlineBankCheck(account);
    log.warn('bank_lookup_unavailable', { country, offlineValid: offline.valid, error: errorText(error) });
    return lookupAnswer({ ...offline, checked: 'offline' }, 200);
  }
}
