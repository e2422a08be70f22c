import { parseUrl } from './parseUrl';

/** The video id in `youtubeShortsUrl` (spec §5, §9); the parsed host is compared exactly, so look-alikes never pass. */
export function youtubeId(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parseVideoUrl(url.trim());
  if (!parsed) return null;

  const host = parsed.hostname; // lower-cased by the URL parser
  if (host === SHORT_LINK_HOST) return validId(SHORT_LINK_PATH.exec(parsed.pathname)?.[1]);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (WATCH_PATH.test(parsed.pathname)) return validId(parsed.searchParams.get('v'));
  return validId(VIDEO_PATH.exec(parsed.pathname)?.[1]);
}

/** With its own scheme, protocol-relative, or a bare host and path, as authors paste them. */
function parseVideoUrl(url: string): URL | null {
  const withScheme = url.startsWith('//') ? `https:${url}` : /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  const parsed = parseUrl(withScheme);
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:' ? parsed : null;
}

/** The only host post videos load from (server/securityHeaders.ts allows it as a frame). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Spec §9's embed, no tracking cookie before play; the id is encoded so no caller can step outside `/embed/`. */
export function youtubeEmbedUrl(id: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=0&controls=1&rel=0`;
}

/** Spec §9. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const SHORT_LINK_HOST = 'youtu.be';
const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const WATCH_PATH = /^\/watch\/?$/;
const VIDEO_PATH = /^\/(?:embed|v|e|shorts)\/([A-Za-z0-9_-]{11})\/?$/;
const SHORT_LINK_PATH = /^\/([A-Za-z0-9_-]{11})\/?$/;

function validId(candidate: string | null | undefined): string | null {
  // `videoseries` fits the pattern but names a playlist.
  return candidate && YOUTUBE_ID_PATTERN.test(candidate) && candidate !== 'videoseries' ? candidate : null;
}
