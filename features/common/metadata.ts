import type { Metadata } from 'next';
import type { MetaTag } from '@/features/common/schema';

// A page's metadata from the backend's metatags (CONTRACT §1): title, description, canonical
// and Open Graph. The entity's own title, summary and URL fill what the tags leave out.

interface Fallback {
  title: string;
  description: string | null;
  /** The page's own path: the canonical URL when the tags name none. */
  path: string;
  image: string | null;
}

function attr(tag: MetaTag, name: string): string | undefined {
  const v = tag.attributes[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function metadataFromTags(tags: MetaTag[], fallback: Fallback): Metadata {
  const meta = (key: string) => {
    for (const t of tags) if (t.tag === 'meta' && (attr(t, 'name') === key || attr(t, 'property') === key)) return attr(t, 'content');
    return undefined;
  };
  const canonicalTag = tags.find((t) => t.tag === 'link' && attr(t, 'rel') === 'canonical');
  const title = meta('title') ?? fallback.title;
  const description = meta('description') ?? fallback.description ?? undefined;
  const canonical = (canonicalTag && attr(canonicalTag, 'href')) ?? fallback.path;
  const ogImage = meta('og:image') ?? fallback.image ?? undefined;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title: meta('og:title') ?? title,
      description: meta('og:description') ?? description,
      url: meta('og:url') ?? canonical,
      type: meta('og:type') === 'article' ? 'article' : 'website',
      siteName: meta('og:site_name') ?? 'Concern Aid',
      images: ogImage ? [{ url: ogImage }] : undefined,
    },
  };
}
