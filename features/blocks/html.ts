import sanitizeHtml from 'sanitize-html';

// Rich text from the backend (text blocks, accordion items) is rendered with
// dangerouslySetInnerHTML, so it is cleaned here, on the server, first: ordinary rich-text
// tags only, no scripts, no event handlers, no javascript: (or other non-web) URLs.

const ALLOWED_TAGS = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'blockquote', 'br',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
];

export interface RichTextOptions {
  /** Rewrites an <img> src, e.g. a backend-relative '/files/x.jpg' to the backend's URL. */
  resolveImageSrc?: (src: string) => string;
}

/** Backend HTML → HTML that is safe to inject. */
export function sanitizeRichText(html: string, { resolveImageSrc }: RichTextOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The page owns the one h1; a heading in the body starts one level down.
      h1: 'h2',
      a: (tagName, attribs) => {
        if (attribs.target !== '_blank') {
          const { target: _target, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src && resolveImageSrc ? { src: resolveImageSrc(attribs.src) } : {}),
          alt: attribs.alt ?? '',
          loading: 'lazy',
        },
      }),
    },
  });
}
