import { describe, expect, it } from 'vitest';
import { embedUrl } from './embed-url';

describe('embedUrl', () => {
  it('turns YouTube watch, short and embed URLs into privacy-enhanced embed URLs', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/Qm3bT9vXk2E';
    expect(embedUrl('youtube', 'https://www.youtube.com/watch?v=Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://youtube.com/watch?feature=share&v=Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://m.youtube.com/watch?v=Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://youtu.be/Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://www.youtube.com/embed/Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://www.youtube.com/shorts/Qm3bT9vXk2E')).toBe(embed);
    expect(embedUrl('youtube', 'https://www.youtube-nocookie.com/embed/Qm3bT9vXk2E')).toBe(embed);
  });

  it('keeps a YouTube start time', () => {
    expect(embedUrl('youtube', 'https://youtu.be/Qm3bT9vXk2E?t=90')).toBe('https://www.youtube-nocookie.com/embed/Qm3bT9vXk2E?start=90');
    expect(embedUrl('youtube', 'https://www.youtube.com/watch?v=Qm3bT9vXk2E&t=1m30s')).toBe('https://www.youtube-nocookie.com/embed/Qm3bT9vXk2E?start=90');
  });

  it('rejects YouTube URLs without a video id', () => {
    expect(embedUrl('youtube', 'https://www.youtube.com/@ConcernAid')).toBeNull();
    expect(embedUrl('youtube', 'https://www.youtube.com/watch?v=short')).toBeNull();
    expect(embedUrl('youtube', 'https://evil.test/watch?v=Qm3bT9vXk2E')).toBeNull();
  });

  it('turns Vimeo URLs into player URLs', () => {
    expect(embedUrl('vimeo', 'https://vimeo.com/824512367')).toBe('https://player.vimeo.com/video/824512367');
    expect(embedUrl('vimeo', 'https://vimeo.com/channels/staffpicks/824512367')).toBe('https://player.vimeo.com/video/824512367');
    expect(embedUrl('vimeo', 'https://player.vimeo.com/video/824512367')).toBe('https://player.vimeo.com/video/824512367');
    expect(embedUrl('vimeo', 'https://vimeo.com/824512367/abc123def0')).toBe('https://player.vimeo.com/video/824512367?h=abc123def0');
    expect(embedUrl('vimeo', 'https://vimeo.com/concernaid')).toBeNull();
  });

  it('frames Twitter/X and Instagram posts through their embed pages', () => {
    expect(embedUrl('twitter', 'https://twitter.com/ConcernAid/status/1859912345678901234')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1859912345678901234',
    );
    expect(embedUrl('twitter', 'https://x.com/ConcernAid/status/1859912345678901234?s=20')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1859912345678901234',
    );
    expect(embedUrl('instagram', 'https://www.instagram.com/p/C9xYz12AbCd/')).toBe('https://www.instagram.com/p/C9xYz12AbCd/embed/');
    expect(embedUrl('instagram', 'https://www.instagram.com/reel/C9xYz12AbCd/?igsh=x')).toBe('https://www.instagram.com/reel/C9xYz12AbCd/embed/');
  });

  it('uses any other Twitter, Instagram or iframe URL as it is', () => {
    expect(embedUrl('twitter', 'https://twitter.com/ConcernAid')).toBe('https://twitter.com/ConcernAid');
    expect(embedUrl('instagram', 'https://www.instagram.com/concernaid/')).toBe('https://www.instagram.com/concernaid/');
    expect(embedUrl('iframe', 'https://datawrapper.dwcdn.net/Et4Wp/3/')).toBe('https://datawrapper.dwcdn.net/Et4Wp/3/');
  });

  it('rejects URLs that are not http(s)', () => {
    expect(embedUrl('iframe', 'javascript:alert(1)')).toBeNull();
    expect(embedUrl('iframe', 'data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(embedUrl('iframe', 'not a url')).toBeNull();
  });
});
