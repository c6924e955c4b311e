import http from 'node:http';
import net from 'node:net';
import { hostOf, type Storefront } from './fixtures';
import type { SiteInfo } from './site';

// Requests from Node's http client, for what Playwright's request fixture cannot do: a chosen
// loopback source address (the burst limits count by the TCP peer, so a test that floods a
// route does it from its own 127.x.y.z and never spends the browser journeys' 127.0.0.1
// allowance), and a chunked body streamed until the server answers.

// Linux answers on all of 127.0.0.0/8. A random start per worker and a counter through ~16M
// addresses: no two tests of a run share one, however many run (a wrapped 127.0.0.x range once
// handed a test the address an earlier test had spent its webhook-secret guesses from).
let nextAddress = 0x010000 + Math.floor(Math.random() * 0xe00000);
/** A loopback source address of its own (127.1.0.0–127.255.255.254), so no two tests share a limiter bucket. */
export function freshAddress(): string {
  do nextAddress = nextAddress >= 0xfffffe ? 0x010000 : nextAddress + 1;
  while ((nextAddress & 0xff) === 0 || (nextAddress & 0xff) === 0xff);
  return `127.${nextAddress >> 16}.${(nextAddress >> 8) & 0xff}.${nextAddress & 0xff}`;
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
  if (options.streamBytes) return sendStreamed(site, path, options, options.streamBytes);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: hostOf(site, options.storefront ?? 'main'), ...options.headers };
    const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const request = http.request({ host: '127.0.0.1', port: site.port, path, method: options.method ?? 'POST', headers, localAddress: options.from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T, sentBytes: 0 });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A chunked body of `total` bytes written over a raw socket until the server answers, read as a
 * browser reads it (Chromium looks for a response after an upload error). A server that refuses
 * a body mid-upload answers and closes, and with the body unread its TCP stack resets the
 * connection. A write that meets the reset errors the socket: Node destroys it, and drops what
 * it reads after (its http client loses the answer too). So the answer is read through `onread`,
 * which hands every read to us whatever the stream's state, and a failed write only ends the
 * writing; the socket closes once the answer is whole, or when the server closes it.
 */
function sendStreamed(site: SiteInfo, path: string, options: SendOptions, total: number): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: hostOf(site, options.storefront ?? 'main'), ...options.headers, 'transfer-encoding': 'chunked', connection: 'close' };
    const head = [`${options.method ?? 'POST'} ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
    const received: Buffer[] = [];
    let sentBytes = 0;
    let writing = true;
    /** The answer as far as it came, once its head has. */
    const answer = (): { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | null => {
      const raw = Buffer.concat(received);
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const answerHeaders: http.IncomingHttpHeaders = {};
      for (const line of lines) answerHeaders[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      return { status: Number(statusLine?.split(' ')[1] ?? 0), headers: answerHeaders, body: raw.subarray(end + 4) };
    };
    const whole = (got: NonNullable<ReturnType<typeof answer>>) =>
      got.headers['transfer-encoding'] === 'chunked' ? got.body.subarray(-5).toString('latin1') === '0\r\n\r\n' : got.headers['content-length'] !== undefined && got.body.length >= Number(got.headers['content-length']);
    const settle = () => {
      const got = answer();
      if (!got) return reject(new Error(`${path}: the connection closed without an answer (${sentBytes} bytes sent)`));
      const text = (got.headers['transfer-encoding'] === 'chunked' ? dechunk(got.body) : got.body).toString('utf8');
      resolve({ status: got.status, headers: got.headers, text, json: <T>() => JSON.parse(text) as T, sentBytes });
    };
    const socket = net.connect({
      host: '127.0.0.1',
      port: site.port,
      localAddress: options.from,
      onread: {
        buffer: Buffer.alloc(64 * 1024),
        callback: (size, buffer) => {
          received.push(Buffer.from(buffer.subarray(0, size)));
          const got = answer();
          if (got) writing = false;
          if (got && whole(got)) destroy();
          return true;
        },
      },
    });
    const destroy = socket.destroy.bind(socket);
    socket.destroy = (error?: Error) => {
      if ((error as NodeJS.ErrnoException | undefined)?.syscall !== 'write') return destroy(error);
      writing = false;
      return socket;
    };
    socket.on('error', () => {}); // a reset after the answer is the expected ending; 'close' settles either way
    socket.on('close', settle);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    chunk[0] = 0x7b; // '{' at the start of each chunk: never valid JSON, only large
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const pump = () => {
      while (writing && !socket.destroyed && sentBytes < total) {
        sentBytes += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', () => setImmediate(pump));
      }
      if (writing && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.write(head);
    pump();
  });
}

/** The body of a chunked answer, as far as it came. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
