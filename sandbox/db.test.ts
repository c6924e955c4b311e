import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderDb } from './db';

// The order database's start costs seconds of CPU (PostgreSQL in WebAssembly): a sandbox
// that takes no order opens none (lazy), and a new database starts from a blank one made once
// per PGlite version (node_modules/.cache/charity-site/), not from initdb each time.

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'order-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the order database', () => {
  it('opens lazily: nothing is written until the first query', async () => {
    const dir = fresh();
    const db = await OrderDb.open(dir, { lazy: true });
    expect(readdirSync(dir)).toEqual([]);
    expect(Number(await db.nextId())).toBeGreaterThanOrEqual(1042);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await db.close();
  });

  it('starts a new database from the kept blank one, and keeps what it stores across a reopen', async () => {
    const dir = fresh();
    const first = await OrderDb.open(dir);
    const cache = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'charity-site');
    expect(readdirSync(cache).filter((f) => /^pglite-[\d.]+\.tar$/.test(f))).toHaveLength(1);
    const id = await first.nextId();
    await first.insert({ id, idempotency_key: 'db-test-key', kind: 'donation', state: 'completed', http_status: 201, response: { ok: true }, body: { a: 1 }, body_hash: 'h' });
    await first.close();
    const again = await OrderDb.open(dir);
    expect(await again.findByKey('db-test-key')).toMatchObject({ id, state: 'completed', body: { a: 1 } });
    await again.close();
    const memory = await OrderDb.open(null);
    expect(await memory.findByKey('db-test-key')).toBeUndefined();
    await memory.close();
  });
});
