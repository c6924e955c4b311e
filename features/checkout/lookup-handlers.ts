import { decodeHTML } from 'entities';
import { validateBankAccount, type BankAccount } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { addressProviderFor, LOOKUP_TIMEOUT_MS } from './address-provider';
import { checkAccountNumber, checkIban, checkSortCode } from './bank-account';
import { clientAddress } from '@/request/client-address';
import { cookieValue } from '@/request/cookies';
import { TOO_MANY_ATTEMPTS } from './handlers';
import { ADDRESS_SESSION_COOKIE, addressSession, addressSessionCookie, newAddressSession, openAddressChoice, signAddressChoice } from './address-choice';
import { parseBankValidation, type AddressChoice, type AddressProvider } from './lookup-schema';
import { offlineBankCheck } from './offline-bank-check';
import type { RateLimiter } from '@/request/rate-limit';
import { SharedRateLimiter } from '@/request/shared-rate-limit';

// The address and bank look-up routes (CONTRACT §8, issue 31). Neither ever blocks a donor
// because a third-party service is down: the address form can always be typed, and a bank
// account the service cannot check is checked here offline (IBAN checksum, Vocalink modulus);
// the backend judges the account again when the order comes.
//
// Issue 37: a provider's Retrieve is billed (Loqate), so it is only made for an id this
// visitor's own Find gave out minutes before (./address-choice.ts: signed ids, a session
// cookie), and the look-ups' burst limit is counted across instances (Redis, as the orders').

export const ADDRESS_UNAVAILABLE = 'We could not look up addresses just now. Please enter your address below.';
export const ADDRESS_GONE = 'We could not find that address. Please choose another or enter your address below.';
/** Kept for callers of the old route answer; the bank route no longer fails for want of the service. */
export const BANK_UNAVAILABLE = 'We could not check your bank details just now. Please try again.';
/** A Retrieve whose id this visitor's Find did not sign (or signed too long ago): 403. */
export const ADDRESS_CHOICE_EXPIRED = 'That address choice has expired. Please select Find address again, or enter your address below.';
/** Both look-ups, per client: 30 a minute, counted in Redis when REDIS_URL is set. */
export const lookupLimiter: RateLimiter = new SharedRateLimiter({ name: 'lookup', limit: 30, windowMs: 60_000, redisUrl: () => loadConfig().REDIS_URL });

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function lookupAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Past the look-ups' burst limit: 429 with the seconds until the client may look up again, as every limited route answers. */
function tooManyLookups(retryAfterSeconds: number): Response {
  return lookupAnswer({ message: TOO_MANY_ATTEMPTS }, 429, { 'Retry-After': String(retryAfterSeconds) });
}

export interface LookupOptions {
  limiter?: RateLimiter;
  /** The configured adapter unless a test passes its own. */
  provider?: AddressProvider;
}

function secureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * Find's answer: whole addresses as they are; a provider's ids (to retrieve) signed for the
 * visitor's session, which the answer's cookie starts or prolongs.
 */
async function findAnswer(request: Request, items: AddressChoice[], session: string | null, secret: string | undefined): Promise<Response> {
  if (items.every((item) => 'address_line1' in item)) return lookupAnswer({ items }, 200);
  if (!secret) throw new Error('no key to sign the provider’s ids with');
  const visitor = session ?? newAddressSession();
  const signed = await Promise.all(items.map(async (item) => ('address_line1' in item ? item : { ...item, id: await signAddressChoice(item.id, visitor, secret) })));
  return lookupAnswer({ items: signed }, 200, { 'Set-Cookie': addressSessionCookie(visitor, secureRequest(request)) });
}

/**
 * GET ?postcode=… → {items: AddressChoice[]} for the site's country; GET ?id=… → {item} (a
 * provider's id the donor chose, retrieved whole: only an id signed by this visitor's Find,
 * else 403). A failure answers 502 with a message that sends the donor to the manual fields.
 */
export async function handleAddressLookup(request: Request, { limiter = lookupLimiter, provider }: LookupOptions = {}): Promise<Response> {
  const config = loadConfig();
  const adapter = provider ?? addressProviderFor(config);
  // The key of the provider whose Retrieve is billed signs its ids (./address-choice.ts).
  const secret = config.ADDRESS_PROVIDER_KEY;
  const params = new URL(request.url).searchParams;
  const id = params.get('id');
  const postcode = (params.get('postcode') ?? '').trim();
  if (id === null && (!postcode || postcode.length > 10)) return lookupAnswer({ message: 'Please enter a postcode.' }, 400);
  if (id !== null && (!id.trim() || id.length > 400)) return lookupAnswer({ message: ADDRESS_GONE }, 400);
  const decision = await limiter.hit(clientAddress(request, config));
  if (!decision.allowed) return tooManyLookups(decision.retryAfterSeconds);
  const session = addressSession(cookieValue(request.headers.get('cookie'), ADDRESS_SESSION_COOKIE));
  try {
    if (id === null) return await findAnswer(request, await adapter.find(config.DEFAULT_COUNTRY, postcode), session, secret);
    const choice = await openAddressChoice(id, session, secret);
    if (!choice.ok) {
      log.warn('address_retrieve_refused', { provider: adapter.name, reason: choice.reason });
      return lookupAnswer({ message: ADDRESS_CHOICE_EXPIRED }, 403);
    }
    const item = await adapter.retrieve(config.DEFAULT_COUNTRY, choice.id);
    return item ? lookupAnswer({ item: { ...item, id } }, 200) : lookupAnswer({ message: ADDRESS_GONE }, 404);
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
  const decision = await limiter.hit(clientAddress(request, loadConfig()));
  if (!decision.allowed) return tooManyLookups(decision.retryAfterSeconds);
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
