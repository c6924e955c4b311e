import { ensureBlankDatabase } from '@/sandbox/db';

// vitest's global set-up: the sandbox's blank order database (sandbox/db.ts) is made once, here,
// before the test files that start sandboxes would each make it at the same time (a fresh clone).
export default async function setup(): Promise<void> {
  await ensureBlankDatabase();
}
