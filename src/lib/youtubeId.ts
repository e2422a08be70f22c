/**
 * The video id in `youtubeShortsUrl`, or `null` when there is no video to show (spec §5, §9): `watch?v=ID`,
 * `/embed/ID`, `/v/ID`, `/e/ID`, `/shorts/ID` or `youtu.be/ID`, with or without a scheme, as authors paste them.
 * The host is compared exactly after `new URL` has parsed it, so look-alikes (`youtube.com.evil.com`) never pass.
 */
export function youtubeId(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parseVideoUrl(url.trim());
  if (!parsed) return null;

  const host = parsed.hostname; // lower-cased by the URL parser
  if (host === SHORT_LINK_HOST) return validId(idIn(SHORT_LINK_PATH, parsed.pathname));
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (WATCH_PATH.test(parsed.pathname)) return validId(parsed.searchParams.get('v'));
  return validId(idIn(VIDEO_PATH, parsed.pathname));
}

/** `url` as an http(s) URL: with its own scheme, protocol-relative, or a bare host and path. */
function parseVideoUrl(url: string): URL | null {
  const withScheme = url.startsWith('//') ? `https:${url}` : /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** YouTube's privacy-enhanced host, the only one post videos load from (server/securityHeaders.ts allows it as a frame). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Autoplay off, controls on, related videos off (spec §9); youtube-nocookie.com sets no tracking cookies until
 * the video is played. The id is encoded so that no caller can step outside the `/embed/` path.
 */
export function youtubeEmbedUrl(id: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=0&controls=1&rel=0`;
}

/** Spec §9: a video id is 11 characters. */
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

function idIn(pattern: RegExp, pathname: string): string | null {
  return pattern.exec(pathname)?.[1] ?? null;
}

/** `videoseries` fits the pattern but names a playlist (`/embed/videoseries?list=…`), not a video. */
const NOT_VIDEO_IDS: ReadonlySet<string> = new Set(['videoseries']);

function validId(candidate: string | null): string | null {
  return candidate !== null && YOUTUBE_ID_PATTERN.test(candidate) && !NOT_VIDEO_IDS.has(candidate) ? candidate : null;
}
