import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateCoupon } from './coupons';
import { OrderDb } from './db';
import { FaultBoard, FaultSchema } from './faults';
import { HttpError, pageParam, readJsonBody, requireParam, sendJson } from './http';
import { loadImage, placeholderPdf } from './images';
import { findAddresses, validateBank } from './lookup';
import { loqateFake } from './loqate';
import { OrderService } from './orders';
import { FakeRevolut } from './revolut';
import { ContentStore } from './store';
import { FAKE_TURNSTILE_SECRET, FAKE_WIDGET_SCRIPT, FakeTurnstile, readSiteverifyBody } from './turnstile';
import type { Country } from './seed/types';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  country: Country;
  /** Directory for the order database; null keeps it in memory. */
  dataDir: string | null;
  /** Open the order database at the first order, not at start (tests: most never order). */
  lazyDatabase?: boolean;
  /** The site whose revalidation webhook content edits call. */
  siteUrl: string | null;
  revalidateSecret: string | null;
  /** Token for /_sandbox/* control endpoints (header x-sandbox-token). */
  controlToken: string;
  /** The previewToken the router accepts to show unpublished content. */
  previewToken: string;
  /** Generated pages beside the seed (SANDBOX_SYNTHETIC_PATHS; sandbox/seed/synthetic.ts). */
  syntheticPaths?: number;
  now?: () => Date;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  time: string;
}

export interface Sandbox {
  url: string;
  port: number;
  server: Server;
  store: ContentStore;
  faults: FaultBoard;
  close(): Promise<void>;
}

const RECORDED_HEADERS = ['accept', 'cache-control', 'pragma', 'content-type', 'x-forwarded-for', 'authorization', 'x-backend-secret', 'idempotency-key'];
const MAX_RECORDED = 1000;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const db = await OrderDb.open(options.dataDir, { lazy: options.lazyDatabase });
  const store = new ContentStore(options.country, options.syntheticPaths ?? 0);
  const faults = new FaultBoard();
  const turnstile = new FakeTurnstile(now);
  const revolut = new FakeRevolut(now);
  // The backend verifies an order's captcha token with its secret, once (CONTRACT §6).
  const orders = new OrderService(db, () => store.current(), (token) => turnstile.siteverify({ secret: FAKE_TURNSTILE_SECRET, response: token }), revolut);
  let recorded: RecordedRequest[] = [];

  function record(req: IncomingMessage, url: URL): void {
    const headers: Record<string, string> = {};
    for (const name of RECORDED_HEADERS) {
      const value = header(req, name);
      if (value !== undefined) headers[name] = value;
    }
    recorded.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, time: now().toISOString() });
    if (recorded.length > MAX_RECORDED) recorded = recorded.slice(-MAX_RECORDED);
  }

  async function callWebhook(paths: string[], tags: string[]) {
    if (!options.siteUrl || !options.revalidateSecret) {
      return { called: false, reason: 'SITE_URL or REVALIDATE_SECRET is not set' };
    }
    try {
      const response = await fetch(`${options.siteUrl.replace(/\/+$/, '')}/api/revalidate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': options.revalidateSecret },
        body: JSON.stringify({ paths, tags }),
        signal: AbortSignal.timeout(10_000),
      });
      return { called: true, status: response.status, body: (await response.text()).slice(0, 2000) };
    } catch (error) {
      return { called: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /_sandbox/health') return sendJson(res, 200, { ok: true, country: options.country });
    if (!sameSecret(header(req, 'x-sandbox-token'), options.controlToken)) {
      throw new HttpError(401, 'The x-sandbox-token header is missing or wrong');
    }
    switch (route) {
      case 'GET /_sandbox/faults':
        return sendJson(res, 200, { faults: faults.list() });
      case 'POST /_sandbox/faults': {
        const parsed = FaultSchema.safeParse(await readJsonBody(req));
        if (!parsed.success) throw new HttpError(400, `Invalid fault: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')}`);
        faults.set(parsed.data);
        return sendJson(res, 200, { faults: faults.list() });
      }
      case 'DELETE /_sandbox/faults':
        faults.clear(url.searchParams.get('path') ?? undefined);
        return sendJson(res, 200, { faults: faults.list() });
      case 'GET /_sandbox/requests':
        return sendJson(res, 200, { requests: recorded });
      case 'DELETE /_sandbox/requests':
        recorded = [];
        return sendJson(res, 200, { requests: [] });
      case 'GET /_sandbox/orders':
        return sendJson(res, 200, { orders: await db.list() });
      case 'GET /_sandbox/captcha':
        return sendJson(res, 200, { verified: turnstile.verified, refused: turnstile.refused });
      case 'POST /_sandbox/captcha/expire':
        // Every token issued so far is past Turnstile's 300 s, as if the donor had waited.
        turnstile.expireIssued();
        return sendJson(res, 200, { ok: true });
      case 'GET /_sandbox/revolut':
        return sendJson(res, 200, { orders: revolut.list(), calls: revolut.calls });
      case 'POST /_sandbox/content': {
        const result = store.edit(await readJsonBody(req));
        const webhook = await callWebhook(result.paths, result.tags);
        return sendJson(res, 200, { ...result, webhook });
      }
      case 'POST /_sandbox/reset':
        store.reset();
        faults.clear();
        recorded = [];
        turnstile.reset();
        revolut.reset();
        return sendJson(res, 200, { ok: true });
      default:
        throw new HttpError(404, `No sandbox control endpoint ${route}`);
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    const storefront = () => {
      const value = url.searchParams.get('storefront');
      if (value !== 'main' && value !== 'gifts') throw new HttpError(400, "The 'storefront' query parameter must be main or gifts");
      return value;
    };
    switch (route) {
      case 'GET /decoupled-router': {
        const path = requireParam(url, 'path');
        const token = url.searchParams.get('previewToken');
        // A wrong token is refused outright (docs/contract.md): the site checks it before a preview.
        if (token !== null && !sameSecret(token, options.previewToken)) return sendJson(res, 200, { statusCode: 403, content: null });
        return sendJson(res, 200, store.route(path, token !== null));
      }
      case 'GET /site-settings':
        return sendJson(res, 200, store.settings(storefront()));
      case 'GET /content-paths':
        return sendJson(res, 200, store.contentPaths(storefront()));
      case 'GET /content-listing':
        return sendJson(res, 200, store.listing(requireParam(url, 'type', 64), requireParam(url, 'value', 128), pageParam(url)));
      case 'GET /search':
        return sendJson(res, 200, store.search(requireParam(url, 'keys', 200), pageParam(url)));
      case 'GET /knowledge-hub':
        return sendJson(res, 200, store.knowledgeHub(url.searchParams.get('theme') || null, pageParam(url)));
      case 'GET /gifts/catalogue':
        return sendJson(res, 200, store.catalogue());
      case 'POST /commerce/order/create': {
        const key = header(req, 'idempotency-key');
        const body = await readJsonBody(req);
        const answer = await orders.create(key, body);
        return sendJson(res, answer.status, answer.body);
      }
      case 'POST /commerce-promotion/validate-coupon':
        return sendJson(res, 200, validateCoupon(await readJsonBody(req), store.current(), now()));
      case 'GET /address/find':
        return sendJson(res, 200, findAddresses(url.searchParams.get('country'), url.searchParams.get('postcode')));
      case 'GET /bank/validate':
        return sendJson(res, 200, validateBank(url));
      default: {
        const known = ['/decoupled-router', '/site-settings', '/content-paths', '/content-listing', '/search', '/knowledge-hub', '/gifts/catalogue', '/address/find', '/bank/validate', '/commerce/order/create', '/commerce-promotion/validate-coupon'];
        if (known.includes(url.pathname)) throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
        throw new HttpError(404, `No endpoint ${url.pathname}`);
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.local');
    } catch {
      throw new HttpError(400, 'Malformed request URL');
    }
    if (url.pathname.startsWith('/_sandbox/')) return control(req, res, url);

    const file = /^\/(images|files)\/([^/]+)$/.exec(url.pathname);
    if (file && (req.method === 'GET' || req.method === 'HEAD')) {
      if (file[1] === 'images') {
        const image = await loadImage(file[2]!);
        if (!image) throw new HttpError(404, `No image ${file[2]}`);
        res.writeHead(200, { 'Content-Type': image.type, 'Content-Length': image.data.length, 'Cache-Control': 'public, max-age=86400' });
        return void res.end(req.method === 'HEAD' ? undefined : image.data);
      }
      if (!/^[a-z0-9-]{1,80}\.pdf$/.test(file[2]!)) throw new HttpError(404, `No file ${file[2]}`);
      const pdf = placeholderPdf(`Concern Aid: ${file[2]!.replace(/\.pdf$/, '').replace(/-/g, ' ')}`);
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length });
      return void res.end(req.method === 'HEAD' ? undefined : pdf);
    }

    record(req, url);
    const fault = faults.take(url.pathname);
    if (fault?.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault?.malformed) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end('{"statusCode":200,"content":{"entity_type":"node","ti');
    }
    if (fault?.status) return sendJson(res, fault.status, { message: fault.message ?? `Sandbox fault: status ${fault.status}` });

    // The address provider's stand-in (./loqate.ts, Loqate's API): its own key, no consumerId.
    const loqate = url.pathname.startsWith('/loqate/') ? loqateFake(url) : null;
    if (loqate) return sendJson(res, 200, loqate);

    // The captcha provider's stand-in (./turnstile.ts): no consumerId, as Cloudflare asks none.
    if (url.pathname === '/turnstile/v0/api.js' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(FAKE_WIDGET_SCRIPT);
    }
    if (url.pathname === '/turnstile/v0/siteverify' && req.method === 'POST') return sendJson(res, 200, turnstile.siteverify(await readSiteverifyBody(req)));

    // Revolut's Merchant API stand-in (./revolut.ts): its own secret key, no consumerId.
    if (await revolut.handle(req, res, url)) return;

    if (!url.searchParams.get('consumerId')) throw new HttpError(400, "The 'consumerId' query parameter is required");
    return api(req, res, url);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof HttpError) return sendJson(res, error.status, { message: error.message });
      console.error(JSON.stringify({ level: 'error', event: 'sandbox_unhandled', message: error instanceof Error ? error.stack : String(error) }));
      sendJson(res, 500, { message: 'Internal sandbox error' });
    });
  });
  // Idle keep-alive connections stay open a minute, not Node's 5 s: a client that reuses one
  // (the test suites' request contexts do, seconds apart) met the server closing it as it
  // wrote, and got ECONNRESET for a request the sandbox never saw (a flake in a full e2e
  // run). A real backend behind a load balancer keeps them as long.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  // A request Node cannot parse (a request line or headers past its limits) still gets JSON.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ message: tooLarge ? 'Request URL or headers are too large' : 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    store,
    faults,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
