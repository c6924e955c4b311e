import type { NodeEntity } from './types';

// SANDBOX_SYNTHETIC_PATHS (npm run bench:routing): a CMS of a charity's real size, made of
// generated pages beside the seed, for measuring what routing costs at 100,000 paths. Each is
// a copy of one seeded page under /synthetic/page-N, changed one minute apart before any seeded
// page (page 1 the most recent), so a build's most recent pages are still the seed's; they are served by the router and listed by /content-paths (main storefront), and
// stay out of search, listings and the knowledge hub.

export const SYNTHETIC_PREFIX = '/synthetic/page-';
/** Past this many the sandbox's memory and /content-paths' answer (several MB) stop being a test. */
export const MAX_SYNTHETIC_PATHS = 1_000_000;

/** SANDBOX_SYNTHETIC_PATHS as a count (0 when unset). */
export function syntheticCount(raw: string | undefined): number {
  if (!raw?.trim()) return 0;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0 || count > MAX_SYNTHETIC_PATHS) throw new Error(`SANDBOX_SYNTHETIC_PATHS must be a whole number from 0 to ${MAX_SYNTHETIC_PATHS} (got ${JSON.stringify(raw)})`);
  return count;
}

/** `count` pages copied from `template`, by path. */
export function syntheticNodes(template: NodeEntity, count: number, newest = Date.parse('2025-01-01T00:00:00Z')): Map<string, NodeEntity> {
  const nodes = new Map<string, NodeEntity>();
  // One copy of the fields for all of them: an edit of the template page leaves them alone.
  const fields = structuredClone(template.fields);
  for (let i = 1; i <= count; i++) {
    const url = `${SYNTHETIC_PREFIX}${i}`;
    nodes.set(url, {
      ...template,
      fields,
      id: `synthetic-${i}`,
      uuid: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      title: `Synthetic page ${i}`,
      url,
      changed: new Date(newest - i * 60_000).toISOString().replace('Z', '+00:00'),
    });
  }
  return nodes;
}
