import { isOneOf, parseHttpUrl } from '@yayasan/validation';
import { EMBED_SERVICES, type EmbedService } from './types';

/** What an embed block stores besides its caption, derived from the URL the author pasted. */
export interface EmbedInfo {
  service: EmbedService;
  /** The pasted URL, parsed and re-serialized. */
  source: string;
  /** The provider's player/embed URL, built only from the ids read from `source`. */
  embed: string;
  width: number;
  height: number;
}

type Derived = Omit<EmbedInfo, 'source'>;

/** Every origin an embed player (or the gallery's video facade) loads from: the pages' frame-src is exactly this. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
] as const;

interface Parsed {
  url: URL;
  /** Lower-case host without a leading www., m., mobile. or web. */
  host: string;
  parts: string[];
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^[0-9]{1,25}$/;
const CODE = /^[A-Za-z0-9_-]{1,80}$/;
const PAGE = /^[A-Za-z0-9._-]{1,100}$/;

export function isEmbedService(value: unknown): value is EmbedService {
  return isOneOf(EMBED_SERVICES, value);
}

/** YouTube's t/start parameter ('90', '90s', '1m30s', '1h2m3s') in seconds, or 0. */
function youtubeStart(url: URL): number {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start') ?? '';
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtube({ url, host, parts }: Parsed): Derived | null {
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'music.youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch' && parts.length === 1) id = url.searchParams.get('v') ?? undefined;
    else if (['shorts', 'embed', 'live', 'v'].includes(parts[0])) id = parts[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = youtubeStart(url);
  return {
    service: 'youtube',
    embed: `https://www.youtube.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`,
    width: 580,
    height: 320,
  };
}

function vimeo({ url, host, parts }: Parsed): Derived | null {
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] === 'video' && parts.length === 2) id = parts[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (host === 'vimeo.com') {
    if (parts.length <= 2 && DIGITS.test(parts[0] ?? '')) [id, hash] = parts;
    else if (parts[0] === 'channels' && parts.length === 3) id = parts[2];
    else if (parts[0] === 'groups' && parts[2] === 'videos' && parts.length === 4) id = parts[3];
    else if ((parts[0] === 'album' || parts[0] === 'showcase') && parts[2] === 'video' && parts.length === 4) {
      id = parts[3];
    }
  }
  if (!id || !DIGITS.test(id)) return null;
  const unlisted = hash && /^[0-9a-f]{1,40}$/.test(hash) ? `&h=${hash}` : '';
  return {
    service: 'vimeo',
    embed: `https://player.vimeo.com/video/${id}?title=0&byline=0${unlisted}`,
    width: 580,
    height: 320,
  };
}

function instagram({ host, parts }: Parsed): Derived | null {
  if (host !== 'instagram.com') return null;
  const kinds = ['p', 'reel', 'reels', 'tv'];
  // instagram.com/p/CODE, /reel/CODE, or with the author first: /name/p/CODE
  const at = kinds.includes(parts[0]) ? 0 : kinds.includes(parts[1]) ? 1 : -1;
  const code = at >= 0 ? parts[at + 1] : undefined;
  if (!code || !CODE.test(code)) return null;
  return { service: 'instagram', embed: `https://www.instagram.com/p/${code}/embed`, width: 400, height: 505 };
}

function twitter({ host, parts }: Parsed): Derived | null {
  if (host !== 'twitter.com' && host !== 'x.com') return null;
  const at = parts.findIndex((part) => part === 'status' || part === 'statuses');
  const id = at >= 1 && at <= 2 ? parts[at + 1] : undefined;
  if (!id || !DIGITS.test(id)) return null;
  return {
    service: 'twitter',
    embed: `https://platform.twitter.com/embed/Tweet.html?id=${id}`,
    width: 600,
    height: 300,
  };
}

/** The canonical facebook.com URL of a post or video, and which plugin shows it. */
function facebookTarget({ url, host, parts }: Parsed): { kind: 'post' | 'video'; href: string } | null {
  const fb = 'https://www.facebook.com';
  const param = (name: string) => {
    const value = url.searchParams.get(name);
    return value !== null && CODE.test(value) ? value : null;
  };
  if (host === 'fb.watch')
    return parts.length === 1 && CODE.test(parts[0]) ? { kind: 'video', href: `https://fb.watch/${parts[0]}/` } : null;
  if (host !== 'facebook.com') return null;
  const [first, second, third, fourth] = parts;
  if (first === 'watch' && parts.length === 1 && param('v') && DIGITS.test(param('v') ?? '')) {
    return { kind: 'video', href: `${fb}/watch/?v=${param('v')}` };
  }
  if (first === 'reel' && DIGITS.test(second ?? '') && parts.length === 2)
    return { kind: 'video', href: `${fb}/reel/${second}` };
  if (
    first === 'share' &&
    (second === 'v' || second === 'r' || second === 'p') &&
    CODE.test(third ?? '') &&
    parts.length === 3
  ) {
    return { kind: second === 'p' ? 'post' : 'video', href: `${fb}/share/${second}/${third}/` };
  }
  if (
    (first === 'permalink.php' || first === 'story.php') &&
    parts.length === 1 &&
    param('story_fbid') &&
    param('id')
  ) {
    return { kind: 'post', href: `${fb}/${first}?story_fbid=${param('story_fbid')}&id=${param('id')}` };
  }
  if ((first === 'photo.php' || first === 'photo') && parts.length === 1 && param('fbid')) {
    return { kind: 'post', href: `${fb}/photo.php?fbid=${param('fbid')}` };
  }
  if (
    first === 'groups' &&
    PAGE.test(second ?? '') &&
    (third === 'posts' || third === 'permalink') &&
    CODE.test(fourth ?? '')
  ) {
    return { kind: 'post', href: `${fb}/groups/${second}/${third}/${fourth}/` };
  }
  if (PAGE.test(first ?? '') && second === 'videos') {
    const id = parts
      .slice(2)
      .reverse()
      .find((part) => DIGITS.test(part));
    return id ? { kind: 'video', href: `${fb}/${first}/videos/${id}/` } : null;
  }
  if (PAGE.test(first ?? '') && second === 'posts' && CODE.test(third ?? '') && parts.length === 3) {
    return { kind: 'post', href: `${fb}/${first}/posts/${third}` };
  }
  return null;
}

function facebook(parsed: Parsed): Derived | null {
  const target = facebookTarget(parsed);
  if (!target) return null;
  const href = encodeURIComponent(target.href);
  return target.kind === 'video'
    ? {
        service: 'facebook',
        embed: `https://www.facebook.com/plugins/video.php?href=${href}&show_text=false&width=560`,
        width: 560,
        height: 315,
      }
    : {
        service: 'facebook',
        embed: `https://www.facebook.com/plugins/post.php?href=${href}&show_text=true&width=500`,
        width: 500,
        height: 500,
      };
}

const PROVIDERS: Record<EmbedService, (parsed: Parsed) => Derived | null> = {
  youtube,
  vimeo,
  instagram,
  twitter,
  facebook,
};

/**
 * Recognizes a YouTube (watch, youtu.be, shorts, embed, live), Vimeo, Instagram (post, reel),
 * Twitter/X (status) or Facebook (post, video, reel, watch) URL and derives the embed block's
 * fields, or returns null for anything else.
 */
export function embedFromUrl(url: string): EmbedInfo | null {
  if (typeof url !== 'string') return null;
  const raw = url.trim();
  if (raw === '' || raw.length > 2048) return null;
  const parsed = parseHttpUrl(raw);
  if (!parsed || parsed.username || parsed.password) return null;
  if (parsed.port !== '') return null;
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m|mobile|web)\./, '');
  const parts = parsed.pathname.split('/').filter(Boolean);
  for (const service of EMBED_SERVICES) {
    const derived = PROVIDERS[service]({ url: parsed, host, parts });
    if (derived) {
      const { width, height, embed } = derived;
      return { service, source: parsed.href, embed, width, height };
    }
  }
  return null;
}
