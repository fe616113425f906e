import { embedFromUrl, isEmbedService } from '..';

describe('embedFromUrl', () => {
  const YT = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&feature=share', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90', `${YT}?start=90`],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', `${YT}?start=90`],
  ])('YouTube %s', (url, embed) => {
    expect(embedFromUrl(url)).toEqual({ service: 'youtube', source: url, embed, width: 580, height: 320 });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
    ['https://vimeo.com/76979871/abc123ef', 'https://player.vimeo.com/video/76979871?title=0&byline=0&h=abc123ef'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
  ])('Vimeo %s', (url, embed) => {
    expect(embedFromUrl(url)).toEqual({ service: 'vimeo', source: url, embed, width: 580, height: 320 });
  });

  it.each([
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'C1a2B3c4D5e'],
    ['https://instagram.com/p/C1a2B3c4D5e', 'C1a2B3c4D5e'],
    ['https://www.instagram.com/reel/C9x_Y-z/?igsh=abc', 'C9x_Y-z'],
    ['https://www.instagram.com/yayasan/p/C1a2B3c4D5e/', 'C1a2B3c4D5e'],
  ])('Instagram %s', (url, code) => {
    expect(embedFromUrl(url)).toEqual({
      service: 'instagram',
      source: url,
      embed: `https://www.instagram.com/p/${code}/embed`,
      width: 400,
      height: 505,
    });
  });

  it.each([
    'https://twitter.com/jack/status/20',
    'https://x.com/jack/status/20',
    'https://mobile.twitter.com/jack/status/20?s=20',
    'https://x.com/jack/status/20/photo/1',
  ])('Twitter/X %s', (url) => {
    expect(embedFromUrl(url)).toEqual({
      service: 'twitter',
      source: url,
      embed: 'https://platform.twitter.com/embed/Tweet.html?id=20',
      width: 600,
      height: 300,
    });
  });

  it.each([
    [
      'https://www.facebook.com/yayasan.peduli/posts/pfbid02abcDEF',
      'post',
      'https://www.facebook.com/yayasan.peduli/posts/pfbid02abcDEF',
    ],
    [
      'https://www.facebook.com/permalink.php?story_fbid=123&id=456',
      'post',
      'https://www.facebook.com/permalink.php?story_fbid=123&id=456',
    ],
    [
      'https://www.facebook.com/yayasan.peduli/videos/1234567890/',
      'video',
      'https://www.facebook.com/yayasan.peduli/videos/1234567890/',
    ],
    ['https://m.facebook.com/watch/?v=1234567890', 'video', 'https://www.facebook.com/watch/?v=1234567890'],
    ['https://www.facebook.com/reel/1234567890', 'video', 'https://www.facebook.com/reel/1234567890'],
    ['https://fb.watch/abcDEF123/', 'video', 'https://fb.watch/abcDEF123/'],
  ])('Facebook %s', (url, kind, href) => {
    const info = embedFromUrl(url);
    expect(info?.service).toBe('facebook');
    expect(info?.source).toBe(url);
    const plugin = kind === 'video' ? 'video.php' : 'post.php';
    expect(info?.embed.startsWith(`https://www.facebook.com/plugins/${plugin}?href=${encodeURIComponent(href)}&`)).toBe(
      true,
    );
  });

  it('builds the embed URL from ids only', () => {
    expect(embedFromUrl('https://www.facebook.com/a/posts/1"><script>')).toBeNull();
    expect(embedFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x')).toBeNull();
    expect(embedFromUrl('https://www.instagram.com/p/abc%22onload/')).toBeNull();
  });

  it.each([
    'https://evil.test/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/user123',
    'https://www.instagram.com/yayasan/',
    'https://twitter.com/jack',
    'https://www.facebook.com/yayasan.peduli',
    'https://www.tiktok.com/@user/video/123',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pass@youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('rejects %s', (url) => {
    expect(embedFromUrl(url)).toBeNull();
  });

  it('knows the services', () => {
    expect(['youtube', 'vimeo', 'instagram', 'twitter', 'facebook'].every(isEmbedService)).toBe(true);
    expect(isEmbedService('tiktok')).toBe(false);
  });
});
