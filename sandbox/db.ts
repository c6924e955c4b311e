import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

// Orders live in PGlite (PostgreSQL in WebAssembly) under the data dir, so they survive a restart.

/**
 * A blank database, made once per PGlite version and kept under node_modules/.cache: PGlite's
 * initdb costs seconds of CPU (over 10 s on a busy 2-core machine), loading a copy of its
 * result a fraction of that. Every new data directory, and every database in memory, starts
 * from it; an existing data directory opens as it is.
 */
async function blankDatabase(): Promise<Blob> {
  const file = blankDatabaseFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pg = await PGlite.create();
  const image = await pg.dumpDataDir('none');
  await pg.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then moved: another process making it at the same time never reads half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

function blankDatabaseFile(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite'); // …/pglite/dist/index.cjs
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return fileURLToPath(new URL(`../node_modules/.cache/charity-site/pglite-${version}.tar`, import.meta.url));
}

/** Makes the blank database now when there is none yet (vitest's global set-up: before its workers race to). */
export async function ensureBlankDatabase(): Promise<void> {
  if (!existsSync(blankDatabaseFile())) await blankDatabase();
}

async function openPglite(dataDir: string | null): Promise<PGlite> {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) return PGlite.create(dataDir);
  const loadDataDir = await blankDatabase();
  return dataDir ? PGlite.create(dataDir, { loadDataDir }) : PGlite.create({ loadDataDir });
}

export interface OrderRow {
  id: string;
  idempotency_key: string;
  kind: string;
  state: string;
  http_status: number;
  response: unknown;
  body: unknown;
  body_hash: string;
  created_at: string;
}

/** A request that confirmed an order after 3-D Secure, kept under its own Idempotency-Key. */
export interface Confirmation {
  idempotency_key: string;
  order_id: string;
  http_status: number;
  response: unknown;
  body_hash: string;
}

const ORDER_COLUMNS = 'id, idempotency_key, kind, state, http_status, response, body, body_hash, created_at::text AS created_at';

/** The orders database in `dataDir` (null: in memory), its tables made when missing. */
async function createDatabase(dataDir: string | null): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await openPglite(dataDir);
  await pg.exec(`
    CREATE SEQUENCE IF NOT EXISTS order_id_seq START 1042;
    CREATE TABLE IF NOT EXISTS orders (
      id TEXT PRIMARY KEY DEFAULT nextval('order_id_seq')::text,
      idempotency_key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      state TEXT NOT NULL,
      http_status INTEGER NOT NULL,
      response JSONB NOT NULL,
      body JSONB NOT NULL,
      body_hash TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS order_confirmations (
      idempotency_key TEXT PRIMARY KEY,
      order_id TEXT NOT NULL REFERENCES orders(id),
      http_status INTEGER NOT NULL,
      response JSONB NOT NULL,
      body_hash TEXT NOT NULL
    );
  `);
  return pg;
}

export class OrderDb {
  private opening: Promise<PGlite> | null = null;

  private constructor(private readonly dataDir: string | null) {}

  /**
   * The orders database in `dataDir` (null: in memory). `lazy`: opened at its first query, so
   * a sandbox that takes no order never starts PostgreSQL (the unit tests start many).
   */
  static async open(dataDir: string | null, options: { lazy?: boolean } = {}): Promise<OrderDb> {
    const db = new OrderDb(dataDir);
    if (!options.lazy) await db.pg();
    return db;
  }

  private pg(): Promise<PGlite> {
    return (this.opening ??= createDatabase(this.dataDir));
  }

  async nextId(): Promise<string> {
    const result = await (await this.pg()).query<{ id: string }>(`SELECT nextval('order_id_seq')::text AS id`);
    return result.rows[0]!.id;
  }

  async findByKey(key: string): Promise<OrderRow | undefined> {
    return (await (await this.pg()).query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE idempotency_key = $1`, [key])).rows[0];
  }

  async findById(id: string): Promise<OrderRow | undefined> {
    return (await (await this.pg()).query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id])).rows[0];
  }

  /** An order's payment confirmed after 3-D Secure: its state changes, its first answer stays. */
  async setState(id: string, state: string): Promise<void> {
    await (await this.pg()).query(`UPDATE orders SET state = $2 WHERE id = $1`, [id, state]);
  }

  async findConfirmation(key: string): Promise<Confirmation | undefined> {
    const result = await (await this.pg()).query<Confirmation>(`SELECT idempotency_key, order_id, http_status, response, body_hash FROM order_confirmations WHERE idempotency_key = $1`, [key]);
    return result.rows[0];
  }

  async insertConfirmation(row: Confirmation): Promise<void> {
    await (await this.pg()).query(`INSERT INTO order_confirmations (idempotency_key, order_id, http_status, response, body_hash) VALUES ($1, $2, $3, $4, $5)`, [
      row.idempotency_key,
      row.order_id,
      row.http_status,
      JSON.stringify(row.response),
      row.body_hash,
    ]);
  }

  async insert(row: Omit<OrderRow, 'created_at'>): Promise<void> {
    await (await this.pg()).query(
      `INSERT INTO orders (id, idempotency_key, kind, state, http_status, response, body, body_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.id, row.idempotency_key, row.kind, row.state, row.http_status, JSON.stringify(row.response), JSON.stringify(row.body), row.body_hash],
    );
  }

  async list(limit = 100): Promise<OrderRow[]> {
    const result = await (await this.pg()).query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return result.rows;
  }

  async close(): Promise<void> {
    const pg = await this.opening?.catch(() => null);
    await pg?.close();
  }
}
