import type { NodeEntity } from './seed/types';

// GET /search's matching and order, as a search backend (Drupal's Search API) answers: every
// word must occur somewhere in the node, and the best matches come first — a word in the title
// weighs most, then the summary, then the body; the whole phrase in the title, or a title
// that starts with it, weighs more still. Equal scores keep the newest first, then the seed's
// order. So /search?keys=gaza lists the Gaza appeal before pages that only mention Gaza.

const WEIGHT = { title: 10, summary: 3, body: 1, phraseInTitle: 6, titleStartsWithPhrase: 4 } as const;

function bodyText(node: NodeEntity): string {
  return node.fields.blocks.map((b) => ('html' in b ? b.html : 'title' in b ? (b.title ?? '') : '')).join(' ');
}

/** The search's words: lower case, at most ten. */
export function searchWords(keys: string): string[] {
  return keys.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
}

/** How well a node answers the words; null when one of them occurs nowhere in it. */
export function searchScore(node: NodeEntity, words: string[]): number | null {
  const title = node.title.toLowerCase();
  const summary = (node.fields.summary ?? '').toLowerCase();
  const body = bodyText(node).toLowerCase();
  let score = 0;
  for (const word of words) {
    const inTitle = title.includes(word);
    const inSummary = summary.includes(word);
    const inBody = body.includes(word);
    if (!inTitle && !inSummary && !inBody) return null;
    score += (inTitle ? WEIGHT.title : 0) + (inSummary ? WEIGHT.summary : 0) + (inBody ? WEIGHT.body : 0);
  }
  const phrase = words.join(' ');
  if (title.includes(phrase)) score += WEIGHT.phraseInTitle;
  if (title.startsWith(phrase)) score += WEIGHT.titleStartsWithPhrase;
  return score;
}

/** The published nodes matching every word, best first. */
export function searchNodes(nodes: NodeEntity[], keys: string): NodeEntity[] {
  const words = searchWords(keys);
  if (words.length === 0) return [];
  return nodes
    .flatMap((node, index) => {
      const score = node.fields.published ? searchScore(node, words) : null;
      return score === null ? [] : [{ node, index, score, changed: Date.parse(node.changed) || 0 }];
    })
    .sort((a, b) => b.score - a.score || b.changed - a.changed || a.index - b.index)
    .map((hit) => hit.node);
}
