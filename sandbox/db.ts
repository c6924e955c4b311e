import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

// Orders live in PGlite (PostgreSQL in WebAssembly) under the data dir, so they survive a restart.

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

export class OrderDb {
  private constructor(private readonly pg: PGlite) {}

  static async open(dataDir: string | null): Promise<OrderDb> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const pg = dataDir ? new PGlite(dataDir) : new PGlite();
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
    return new OrderDb(pg);
  }

  async nextId(): Promise<string> {
    const result = await this.pg.query<{ id: string }>(`SELECT nextval('order_id_seq')::text AS id`);
    return result.rows[0]!.id;
  }

  async findByKey(key: string): Promise<OrderRow | undefined> {
    return (await this.pg.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE idempotency_key = $1`, [key])).rows[0];
  }

  async findById(id: string): Promise<OrderRow | undefined> {
    return (await this.pg.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id])).rows[0];
  }

  /** An order's payment confirmed after 3-D Secure: its state changes, its first answer stays. */
  async setState(id: string, state: string): Promise<void> {
    await this.pg.query(`UPDATE orders SET state = $2 WHERE id = $1`, [id, state]);
  }

  async findConfirmation(key: string): Promise<Confirmation | undefined> {
    const result = await this.pg.query<Confirmation>(`SELECT idempotency_key, order_id, http_status, response, body_hash FROM order_confirmations WHERE idempotency_key = $1`, [key]);
    return result.rows[0];
  }

  async insertConfirmation(row: Confirmation): Promise<void> {
    await this.pg.query(`INSERT INTO order_confirmations (idempotency_key, order_id, http_status, response, body_hash) VALUES ($1, $2, $3, $4, $5)`, [
      row.idempotency_key,
      row.order_id,
      row.http_status,
      JSON.stringify(row.response),
      row.body_hash,
    ]);
  }

  async insert(row: Omit<OrderRow, 'created_at'>): Promise<void> {
    await this.pg.query(
      `INSERT INTO orders (id, idempotency_key, kind, state, http_status, response, body, body_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.id, row.idempotency_key, row.kind, row.state, row.http_status, JSON.stringify(row.response), JSON.stringify(row.body), row.body_hash],
    );
  }

  async list(limit = 100): Promise<OrderRow[]> {
    const result = await this.pg.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return result.rows;
  }

  async close(): Promise<void> {
    await this.pg.close();
  }
}
