import type { EmbedKind } from './schema';

// Third-party embeds (CONTRACT §1 embed block): the URL an editor pastes (a watch page, a
// post) → the URL an iframe can load. Pure, so the client island stays small.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const TWITTER_HOSTS = ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'];
const INSTAGRAM_HOSTS = ['instagram.com', 'www.instagram.com'];

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** '90', '90s', '1m30s', '1h2m3s' → seconds; anything else → null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.includes(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && ['embed', 'shorts', 'live', 'v'].includes(segments[0])) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function youtubeEmbed(url: URL): string | null {
  const id = youtubeId(url);
  if (!id) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function vimeoEmbed(url: URL): string | null {
  if (!VIMEO_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((s) => /^\d+$/.test(s));
  if (index < 0) return null;
  const id = segments[index];
  // Unlisted videos carry a privacy hash: vimeo.com/{id}/{hash} or ?h={hash}.
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]+$/i.test(next) ? next : null);
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`;
}

// Twitter and Instagram refuse to be framed on their post pages; their embed pages can be.
function twitterEmbed(url: URL): string {
  if (!TWITTER_HOSTS.includes(url.hostname.toLowerCase())) return url.href;
  const match = /\/status(?:es)?\/(\d+)/.exec(url.pathname);
  return match ? `https://platform.twitter.com/embed/Tweet.html?id=${match[1]}` : url.href;
}

function instagramEmbed(url: URL): string {
  if (!INSTAGRAM_HOSTS.includes(url.hostname.toLowerCase())) return url.href;
  const match = /^\/(p|reel|tv)\/([A-Za-z0-9_-]+)/.exec(url.pathname);
  return match ? `https://www.instagram.com/${match[1]}/${match[2]}/embed/` : url.href;
}

/**
 * The iframe `src` for an embed block, or null when the URL cannot be embedded (not http(s),
 * or a YouTube/Vimeo URL without a recognisable video id): the block then links out instead.
 */
export function embedUrl(kind: EmbedKind, url: string): string | null {
  const parsed = parse(url.trim());
  if (!parsed) return null;
  switch (kind) {
    case 'youtube':
      return youtubeEmbed(parsed);
    case 'vimeo':
      return vimeoEmbed(parsed);
    case 'twitter':
      return twitterEmbed(parsed);
    case 'instagram':
      return instagramEmbed(parsed);
    case 'iframe':
      return parsed.href;
  }
}
