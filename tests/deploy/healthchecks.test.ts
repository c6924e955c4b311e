import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

// compose.yaml and deploy/Dockerfile probe the health routes (docs/runbook.md "Health checks"):
// compose the readiness, the image the liveness, each with Node's own fetch (the slim image
// has no curl or wget). The probe commands are run here against a stand-in server: exit 0 on
// 200, 1 on 503 and when nothing answers.

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** The JavaScript of a `node -e` probe, as written in the file. */
function probeScript(text: string): string {
  const match = /'-e',\s*"([^"]+)"/.exec(text) ?? /"-e",\s*"((?:[^"\\]|\\.)+)"/.exec(text);
  if (!match) throw new Error('no node -e probe');
  return match[1]!;
}

function run(script: string, port: number): Promise<number> {
  return new Promise((resolve) => execFile(process.execPath, ['-e', script.replace('127.0.0.1:3000', `127.0.0.1:${port}`)], (error) => resolve(error ? Number(error.code ?? 1) : 0)));
}

async function exitCodes(script: string): Promise<Record<string, number>> {
  let status = 200;
  let seen = '';
  const server = createServer((req, res) => {
    seen = req.url ?? '';
    res.writeHead(status).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  try {
    const ok = await run(script, port);
    const path = seen;
    status = 503;
    const notReady = await run(script, port);
    server.close();
    await new Promise((r) => setTimeout(r, 50));
    const refused = await run(script, port);
    return { [path]: ok, notReady, refused };
  } finally {
    server.close();
  }
}

describe('health checks in the deployment files', () => {
  it('compose.yaml: each instance is healthy while ready (its probe exits 0 on 200, 1 otherwise)', async () => {
    const compose = read('compose.yaml');
    const site = compose.slice(compose.indexOf('x-site:'), compose.indexOf('\nservices:'));
    expect(site).toMatch(/^\s+healthcheck:/m);
    expect(await exitCodes(probeScript(site))).toEqual({ '/api/health/ready': 0, notReady: 1, refused: 1 });
    expect(existsSync(new URL('../../app/api/health/ready/route.ts', import.meta.url))).toBe(true);
  });

  it('deploy/Dockerfile: HEALTHCHECK on liveness', async () => {
    const dockerfile = read('deploy/Dockerfile');
    const healthcheck = dockerfile.slice(dockerfile.indexOf('HEALTHCHECK'));
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(await exitCodes(probeScript(healthcheck))).toEqual({ '/api/health/live': 0, notReady: 1, refused: 1 });
    expect(existsSync(new URL('../../app/api/health/live/route.ts', import.meta.url))).toBe(true);
  });
});
