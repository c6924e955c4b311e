import http from 'node:http';
import { hostOf, type Storefront } from './fixtures';
import type { SiteInfo } from './site';

// Requests from Node's http client, for what Playwright's request fixture cannot do: a chosen
// loopback source address (the burst limits count by the TCP peer, so a test that floods a
// route does it from its own 127.0.0.x and never spends the browser journeys' 127.0.0.1
// allowance), and a chunked body streamed until the server answers.

let nextAddress = 10 + Math.floor(Math.random() * 200);
/** A loopback source address of its own (127.0.0.10–250), so no two tests share a limiter bucket. */
export function freshAddress(): string {
  nextAddress = nextAddress >= 250 ? 10 : nextAddress + 1;
  return `127.0.0.${nextAddress}`;
}

export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
  /** Bytes of the body written before the answer came (streamed bodies). */
  sentBytes: number;
}

export interface SendOptions {
  method?: string;
  storefront?: Storefront;
  headers?: Record<string, string>;
  body?: unknown;
  /** The loopback address to connect from. */
  from: string;
  /** Stream this many bytes of JSON-ish filler in chunks (no Content-Length), stopping at the first answer. */
  streamBytes?: number;
}

/** One request from Node's http client: a chosen source address, any headers, a streamed body. */
export function send(site: SiteInfo, path: string, options: SendOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const headers: Record<string, string> = { host: hostOf(site, options.storefront ?? 'main'), ...options.headers };
    const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (payload !== undefined && !options.streamBytes) headers['content-length'] = String(Buffer.byteLength(payload));
    const request = http.request({ host: '127.0.0.1', port: site.port, path, method: options.method ?? 'POST', headers, localAddress: options.from }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T, sentBytes });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      // The server may close the connection on a body it refused; the answer already came.
      if (!answered) reject(error);
    });
    if (options.streamBytes) {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      chunk[0] = 0x7b; // '{' at the start of each chunk: never valid JSON, only large
      const pump = () => {
        while (!answered && sentBytes < options.streamBytes!) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', () => setImmediate(pump));
        }
        if (!answered) request.end();
      };
      pump();
    } else {
      request.end(payload);
    }
  });
}
