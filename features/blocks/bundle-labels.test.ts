import { describe, expect, it } from 'vitest';
import { bundleLabel } from './bundle-labels';

// CONTRACT §1's node bundles (features/content sits above blocks, so its list is not imported).
const NODE_BUNDLES = [
  'appeal', 'news', 'page', 'press_release', 'publication', 'story', 'country', 'regular_giving_upgrades_campaign',
  'section_index_page', 'standard_info_page', 'publication_landing', 'knowledge_hub',
];

describe('bundleLabel: bundles in readers’ words', () => {
  it('names the bundles cards and pages show', () => {
    expect(bundleLabel('section_index_page')).toBe('Section');
    expect(bundleLabel('standard_info_page')).toBe('Information');
    expect(bundleLabel('press_release')).toBe('Press release');
    expect(bundleLabel('publication')).toBe('Publication');
    expect(bundleLabel('story')).toBe('Story');
    expect(bundleLabel('news')).toBe('News');
    expect(bundleLabel('appeal')).toBe('Appeal');
    expect(bundleLabel('country')).toBe('Country');
    expect(bundleLabel('gift_corporate')).toBe('Corporate gift');
  });

  it('says nothing for a plain page, an unknown bundle or none', () => {
    for (const bundle of ['page', 'landing_v2_test', '', null, undefined]) expect(bundleLabel(bundle), String(bundle)).toBeNull();
  });

  it('never shows a machine name for any node bundle of the contract', () => {
    for (const bundle of NODE_BUNDLES) {
      if (bundle === 'page') continue;
      const label = bundleLabel(bundle);
      expect(label, bundle).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(label, bundle).not.toContain('_');
    }
  });
});
