import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

// A plain HTTP request with a chosen Host header (fetch cannot set one), for the gifts
// storefront of a site on 127.0.0.1.

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(url: string, options: { host?: string; method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      { hostname: target.hostname, port: target.port, localAddress: options.localAddress, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', headers: { ...(options.host ? { host: options.host } : {}), ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`timed out: ${url}`)));
    req.end(options.body);
  });
}

/**
 * A request with a body on a plain socket (the 5 MB tests): the head first, then the body only
 * if no answer came within a second (`connection: close` unless `headers` says). A route that
 * answers 413 from the declared length answers before the body (and closes the connection);
 * sending 5 MB into a closed connection would end in a reset that can take the answer with it.
 * A route that reads bodies gets the whole 5 MB, and its answer. `localAddress`: the loopback
 * address it comes from (the client the site counts). Resolves with the answer's status and head
 * (names lower-case).
 */
export function sendBody(url: string, method: string, headers: Record<string, string>, body: string, localAddress?: string): Promise<{ status: number; headers: Record<string, string> }> {
  const target = new URL(url);
  return new Promise((resolve) => {
    let received = '';
    const socket = connect({ port: Number(target.port), host: target.hostname, localAddress });
    const done = () => {
      const [statusLine = '', ...lines] = (received.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const head = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers: head });
    };
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) socket.destroy(); // the whole head is in
    });
    socket.on('close', done);
    socket.on('error', () => undefined); // a reset: 'close' follows
    const head = Object.entries({ connection: 'close', ...headers, 'content-length': String(Buffer.byteLength(body)) }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`${method} ${target.pathname} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n`);
    setTimeout(() => {
      if (!received && !socket.destroyed) socket.end(body);
    }, 1_000);
  });
}
