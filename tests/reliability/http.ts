import { request as httpRequest } from 'node:http';

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
