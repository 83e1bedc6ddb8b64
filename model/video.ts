import { z } from 'zod';

// Video embeds come from a short list of hosts, and play from their privacy-friendly players only
// after a click: a case study loads nothing from a video host until the visitor asks for it.

export const VIDEO_HOSTS = ['YouTube', 'Vimeo', 'Loom'] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];

export const VIDEO_URL_MESSAGE = `Use a video link from ${VIDEO_HOSTS.join(', ').replace(/, (?=[^,]+$)/, ' or ')}`;

export type VideoEmbed = {
  host: VideoHost;
  /** The video's id at its host. */
  id: string;
  /** The player to load after the click (autoplays: the click was the request to play). */
  embedUrl: string;
};

/** The origins the players load from: the pages' Content-Security-Policy lets these frames in, and no other. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
] as const;

type Reader = { host: VideoHost; hosts: RegExp; path: RegExp; embed: (id: string) => string };

const READERS: Reader[] = [
  {
    host: 'YouTube',
    hosts: /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com)$/,
    path: /^\/(?:embed|shorts|live)\/([\w-]{11})\/?$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  },
  {
    host: 'YouTube',
    hosts: /^youtu\.be$/,
    path: /^\/([\w-]{11})\/?$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  },
  {
    host: 'Vimeo',
    hosts: /^(www\.|player\.)?vimeo\.com$/,
    path: /^\/(?:video\/)?(\d{1,12})\/?$/,
    embed: (id) => `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
  },
  {
    host: 'Loom',
    hosts: /^(www\.)?loom\.com$/,
    path: /^\/(?:share|embed)\/([0-9a-f]{32})\/?$/,
    embed: (id) => `https://www.loom.com/embed/${id}?autoplay=1`,
  },
];

/** The embed for a video link from an allowed host, or undefined for anything else. */
export function videoEmbed(link: string): VideoEmbed | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  // youtube.com/watch?v=ID, the address bar's form.
  if (/^(www\.|m\.)?youtube\.com$/.test(host) && url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return /^[\w-]{11}$/.test(id)
      ? { host: 'YouTube', id, embedUrl: READERS[0]!.embed(id) }
      : undefined;
  }
  for (const reader of READERS) {
    if (!reader.hosts.test(host)) continue;
    const id = reader.path.exec(url.pathname)?.[1];
    if (id) return { host: reader.host, id, embedUrl: reader.embed(id) };
  }
  return undefined;
}

/** A video link field: empty (nothing chosen yet) or a link from an allowed host. */
export const videoUrl = z
  .string()
  .max(500, 'A video link is at most 500 characters')
  .refine((value) => value.trim() === '' || videoEmbed(value) !== undefined, VIDEO_URL_MESSAGE);
