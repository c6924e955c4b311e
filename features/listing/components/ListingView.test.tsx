import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingView } from './ListingView';

const teaser = (n: number) => ({
  title: `Story ${n}`,
  url: `/stories/story-${n}`,
  summary: null,
  image: { url: `https://backend.example/images/${n}.jpg`, alt: `Picture ${n}`, width: 1200, height: 800 },
  bundle: 'story',
  date: null,
});

describe('ListingView', () => {
  it('loads the first card’s picture at once (a phone’s largest paint) and the others when near', () => {
    const html = renderToStaticMarkup(<ListingView listing={{ title: 'Stories', items: [teaser(1), teaser(2), teaser(3)], total: 3, page: 0, page_size: 12 }} />);
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    for (const later of images.slice(1)) expect(later).toContain('loading="lazy"');
  });
});
