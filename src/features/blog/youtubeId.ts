/**
 * The YouTube video id in `youtubeShortsUrl`, or `null` when the post has no video to show
 * (spec §5, §9). Only URLs on a YouTube host (`youtube.com`, `www.`, `m.`, `music.`,
 * `youtube-nocookie.com`, `youtu.be`) qualify, in these shapes:
 *
 * - `youtube.com/watch?v=ID` (`v` anywhere in the query)
 * - `youtube.com/embed/ID`, `/v/ID`, `/e/ID`, `/shorts/ID`
 * - `youtu.be/ID`
 *
 * written with `https://` or `http://`, protocol-relative (`//www.youtube.com/…`) or with no
 * scheme at all (`www.youtube.com/…`, `youtu.be/…`), as authors paste them. ID is exactly 11 of
 * `[A-Za-z0-9_-]`, optionally followed by `/` and any query or fragment (`?si=…`, `&t=…`,
 * `#t=…`); the playlist pseudo-id `videoseries` is not a video. The hostname is compared exactly
 * after `new URL` has parsed it, so look-alikes (`youtube.com.evil.com`, `evilyoutube.com`) and
 * YouTube paths on other hosts never pass. The id is the only thing taken from the URL; the
 * embed address is built from it by `youtubeEmbedUrl`.
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

/**
 * The privacy-enhanced embed address for a video id: autoplay off, controls on, related
 * videos off (spec §9). youtube-nocookie.com is YouTube's own privacy-enhanced mode: it sets
 * no tracking cookies until the reader plays the video, which suits a site whose readers did
 * not ask to be tracked. The id is percent-encoded so that even a caller passing something
 * other than `youtubeId`'s answer cannot step outside the `/embed/` path.
 */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=0&controls=1&rel=0`;
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
