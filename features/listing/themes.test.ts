import { describe, expect, it } from 'vitest';
import { isKnowledgeHubTheme, KNOWLEDGE_HUB_THEMES, knowledgeHubStaticParams, themeLabel, themePath } from './themes';

describe('knowledge hub themes', () => {
  it("are exactly SPEC §2's seven, in its order", () => {
    expect(KNOWLEDGE_HUB_THEMES).toEqual([
      'disaster-risk-reduction',
      'graduation',
      'innovations',
      'learning',
      'gender-equality',
      'conservative-agriculture',
      'monitoring-and-evaluation',
    ]);
  });

  it('each has a label and a path under /knowledge-hub', () => {
    for (const theme of KNOWLEDGE_HUB_THEMES) {
      expect(themeLabel(theme)).toMatch(/^[A-Z][a-z ]+$/);
      expect(themePath(theme)).toBe(`/knowledge-hub/${theme}`);
    }
    expect(themeLabel('monitoring-and-evaluation')).toBe('Monitoring and evaluation');
  });

  it('recognises only the seven', () => {
    expect(isKnowledgeHubTheme('graduation')).toBe(true);
    expect(isKnowledgeHubTheme('Graduation')).toBe(false);
    expect(isKnowledgeHubTheme('early-warning-systems')).toBe(false);
    expect(isKnowledgeHubTheme('')).toBe(false);
  });

  it('pre-renders the seven themes and the knowledge hub pages one level down', () => {
    const params = knowledgeHubStaticParams([['knowledge-hub'], ['knowledge-hub', 'early-warning-systems'], ['knowledge-hub', 'a', 'b'], ['news', 'x'], ['knowledge-hub', 'graduation']]);
    expect(params.map((p) => p.theme)).toEqual([...KNOWLEDGE_HUB_THEMES, 'early-warning-systems']);
  });
});
