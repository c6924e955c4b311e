import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from '@/sandbox/server';
import type { Fault } from '@/sandbox/faults';

/** The Revolut Merchant API stand-in's key and records (sandbox/revolut.ts), for tests of the site's side. */
export { FAKE_REVOLUT_SECRET } from '@/sandbox/revolut';
export type { RevolutCall, StandInOrder } from '@/sandbox/revolut';

export const CONTROL_TOKEN = 'test-control-token';
export const PREVIEW_TOKEN = 'test-preview-token';

/** A sandbox on a free port with its own temporary data dir (removed by `cleanup`), its order database opened at the first order. */
export async function startTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<Sandbox & { dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({
    port: 0,
    country: 'IE',
    siteUrl: null,
    revalidateSecret: null,
    controlToken: CONTROL_TOKEN,
    previewToken: PREVIEW_TOKEN,
    lazyDatabase: true,
    ...overrides,
    dataDir,
  });
  return Object.assign(sandbox, {
    dataDir,
    async cleanup() {
      await sandbox.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export async function control(sandbox: Sandbox, method: string, endpoint: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}${endpoint}`, {
    method,
    headers: { 'x-sandbox-token': CONTROL_TOKEN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export function setFault(sandbox: Sandbox, fault: Fault) {
  return control(sandbox, 'POST', '/_sandbox/faults', fault);
}

/** A raw call to the sandbox API with a consumerId, as the site's client would make it. */
export async function api(sandbox: Sandbox, endpoint: string, init: RequestInit & { query?: Record<string, string> } = {}) {
  const url = new URL(endpoint, sandbox.url);
  url.searchParams.set('consumerId', 'test');
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body };
}
