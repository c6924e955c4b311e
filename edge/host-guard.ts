import { loadConfig, type Config } from './config';
import { hostName, storefrontForHost } from './storefront';

// Route handlers answer the storefronts' hosts only, as pages do; those that take a body are not behind the middleware
// (it would buffer the body), so each checks here. The webhook may also come on the instance's internal host (README).

export type HostPolicy = 'storefront' | 'internal';

const LOOPBACK = ['127.0.0.1', '::1'];

/** True when a Host header names a storefront, or (policy 'internal') this instance's internal host. */
type HostConfig = Pick<Config, 'MAIN_HOSTS' | 'GIFTS_HOSTS' | 'INTERNAL_URL'>;
export function hostAllowed(host: string | null, config: HostConfig, policy: HostPolicy = 'storefront'): boolean {
  if (storefrontForHost(host, { main: config.MAIN_HOSTS, gifts: config.GIFTS_HOSTS })) return true;
  const name = policy === 'internal' ? hostName(host) : null;
  return name !== null && (LOOPBACK.includes(name) || (config.INTERNAL_URL !== undefined && name === hostName(new URL(config.INTERNAL_URL).host)));
}

/** 403 with no body, read before the handler so the body is never read. */
export const refusedHost = (): Response => new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store', Connection: 'close' } });

// Every route handler: 403 to a Host the site does not serve, and `Connection: close` on a 413 (the body was left unread,
// so the connection cannot carry another request: the next request on it was reset after a 'keep-alive' answer).
type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;
export function withKnownHost<A extends unknown[]>(handler: Handler<A>, policy: HostPolicy = 'storefront'): Handler<A> {
  return async (request, ...rest) => {
    // Node's server always has a Host (Next builds request.url from it); a bare Request, its URL's.
    if (!hostAllowed(request.headers.get('host') ?? new URL(request.url).host, loadConfig(), policy)) {
      await request.body?.cancel().catch(() => undefined);
      return refusedHost();
    }
    const response = await handler(request, ...rest);
    if (response.status === 413) response.headers.set('Connection', 'close');
    return response;
  };
}
