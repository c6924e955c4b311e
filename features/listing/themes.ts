import { KNOWLEDGE_HUB_THEMES } from '@/routing/app-routes';
// The knowledge hub's themes (SPEC §2), in SPEC's order: the slugs are the backend's theme
// values (GET /knowledge-hub?theme=…) and the last segment of /knowledge-hub/{theme}.

// The list itself is the routing's (the middleware renders these listings without asking).
export { KNOWLEDGE_HUB_THEMES };
export type KnowledgeHubTheme = (typeof KNOWLEDGE_HUB_THEMES)[number];

const LABELS: Record<KnowledgeHubTheme, string> = {
  'disaster-risk-reduction': 'Disaster risk reduction',
  graduation: 'Graduation',
  innovations: 'Innovations',
  learning: 'Learning',
  'gender-equality': 'Gender equality',
  'conservative-agriculture': 'Conservative agriculture',
  'monitoring-and-evaluation': 'Monitoring and evaluation',
};

export const KNOWLEDGE_HUB_PATH = '/knowledge-hub';

export function isKnowledgeHubTheme(value: string): value is KnowledgeHubTheme {
  return (KNOWLEDGE_HUB_THEMES as readonly string[]).includes(value);
}

export function themeLabel(theme: KnowledgeHubTheme): string {
  return LABELS[theme];
}

export function themePath(theme: KnowledgeHubTheme): string {
  return `${KNOWLEDGE_HUB_PATH}/${theme}`;
}

/**
 * generateStaticParams of /knowledge-hub/[theme]. That route also receives the knowledge hub's
 * own content pages one level down (/knowledge-hub/early-warning-systems is a node, and the
 * more specific route wins over the catch-all), so their slugs are pre-rendered beside the 7
 * themes. `contentPaths` are the main storefront's content paths as segments.
 */
export function knowledgeHubStaticParams(contentPaths: readonly (readonly string[])[]): { theme: string }[] {
  const slugs = new Set<string>(KNOWLEDGE_HUB_THEMES);
  for (const segments of contentPaths) {
    if (segments.length === 2 && segments[0] === KNOWLEDGE_HUB_PATH.slice(1) && segments[1]) slugs.add(segments[1]);
  }
  return [...slugs].map((theme) => ({ theme }));
}
