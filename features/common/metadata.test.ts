import { describe, expect, it } from 'vitest';
import { metadataFromTags } from './metadata';

const fallback = { title: 'Gaza emergency', description: 'Summary', path: '/appeal/gaza-emergency', image: null };

describe('metadataFromTags', () => {
  it('takes title, description, canonical and Open Graph from the tags', () => {
    const m = metadataFromTags(
      [
        { tag: 'meta', attributes: { name: 'title', content: 'Gaza appeal | Concern Aid' } },
        { tag: 'meta', attributes: { name: 'description', content: 'Give now' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://www.example.org/appeal/gaza' } },
        { tag: 'meta', attributes: { property: 'og:image', content: 'https://img.example.org/g.png' } },
        { tag: 'meta', attributes: { property: 'og:type', content: 'article' } },
      ],
      fallback,
    );
    expect(m.title).toBe('Gaza appeal | Concern Aid');
    expect(m.description).toBe('Give now');
    expect(m.alternates?.canonical).toBe('https://www.example.org/appeal/gaza');
    expect(m.openGraph).toMatchObject({ title: 'Gaza appeal | Concern Aid', description: 'Give now', type: 'article', images: [{ url: 'https://img.example.org/g.png' }] });
  });
  it('falls back to the entity when there are no tags', () => {
    const m = metadataFromTags([], fallback);
    expect(m).toMatchObject({ title: 'Gaza emergency', description: 'Summary', alternates: { canonical: '/appeal/gaza-emergency' } });
    expect(m.openGraph).toMatchObject({ type: 'website', url: '/appeal/gaza-emergency' });
  });
});
