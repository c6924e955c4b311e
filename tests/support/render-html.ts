import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** Server-renders a tree, async server components included, to its HTML (tests of server components). */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}
