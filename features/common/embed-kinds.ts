// The kinds of third-party embed (SPEC §3 embed blocks): each has its own consent text in the
// site settings and its own consent in the cookie dialog.
export const EMBED_KINDS = ['youtube', 'vimeo', 'twitter', 'instagram', 'iframe'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];
