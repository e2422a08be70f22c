import { sanitizeUrl } from '@braintree/sanitize-url';
import { decodeEntity } from 'markdown-to-jsx/entities';

/**
 * The one URL judge for untrusted content (markdown links and images, hero images).
 *
 * Spec §5: only http, https, irc, ircs, mailto and xmpp, or a relative URL, pass; anything
 * else is emptied. An allowed URL comes back exactly as written (only surrounding whitespace
 * trimmed); a rejected one comes back as `''`.
 *
 * How it judges: the URL is looked at in every form a browser, an HTML parser or a careless
 * decoder might give it: as the browser's URL parser sees it (tabs and newlines removed),
 * and after each round of decoding HTML character references (named, decimal, hex, with or
 * without `;`), percent-encoding, and removing control, format and whitespace characters,
 * until nothing changes. Every form must pass the allow-list. Then @braintree/sanitize-url
 * must not answer `about:blank` either (it knows the same tricks; its rewritten result is
 * never used as the href, only its verdict).
 *
 * Choices:
 * - Protocol-relative `//host/x` is allowed: it inherits the page's own scheme, which is http
 *   or https, so it cannot run script. It is treated as an external link by `hrefKind`.
 * - A colon before the first `/`, `?` or `#` makes the part before it a scheme (as the
 *   browser would read it), so `a:b` is rejected unless `a` is an allowed scheme; write
 *   `./a:b` for such a relative path.
 * - `data:` is rejected everywhere, images included.
 */
export function safeUrl(url: string | null | undefined): string {
  if (typeof url !== 'string') return '';
  const trimmed = url.trim();
  if (trimmed === '') return '';

  const forms = [browserForm(trimmed), ...decodedForms(trimmed)];
  if (!forms.every((form) => form !== null && passesAllowList(form))) return '';
  if (sanitizeUrlRejects(trimmed)) return '';
  return trimmed;
}

/** The protocols spec §5 lets through, lower case. */
export const ALLOWED_PROTOCOLS: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** How a link should behave once `safeUrl` has let its href through. */
export type HrefKind =
  /** Rejected (`''`): nothing to follow. */
  | 'empty'
  /** `#fragment`: a place on this page. */
  | 'fragment'
  /** `/path` on this site: the app's router can take it. */
  | 'site-path'
  /** `x.html`, `./x`, `?q`: relative to the current page; the browser resolves it. */
  | 'relative'
  /** http(s) on another origin, or protocol-relative: open in a new tab, without an opener. */
  | 'external-web'
  /** mailto, xmpp, irc(s): handed to another app; no new tab, no opener or referrer. */
  | 'external-app';

/**
 * Classifies an href that `safeUrl` already allowed. It reads the URL as the browser will
 * (tabs and newlines dropped, backslashes as slashes), so `/\tevil.example` is not mistaken
 * for a path on this site. `origin` is this site's origin (defaults to the current page's):
 * an absolute http(s) URL on it counts as `'relative'`, followed in the same tab.
 */
export function hrefKind(href: string, origin: string | undefined = currentOrigin()): HrefKind {
  const url = href.replace(/[\t\n\r]/g, '').trim();
  if (url === '') return 'empty';
  if (url.startsWith('#')) return 'fragment';
  if (/^[/\\]{2}/.test(url)) return 'external-web';
  if (url.startsWith('/')) return 'site-path';
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'relative';
  if (scheme !== 'http' && scheme !== 'https') return 'external-app';
  try {
    return origin !== undefined && new URL(url).origin === origin ? 'relative' : 'external-web';
  } catch {
    return 'external-web';
  }
}

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

const MAX_DECODE_ROUNDS = 10;

/**
 * What the browser's URL parser starts from: C0 controls and spaces trimmed, tab/LF/CR removed.
 * Trimmed by hand: a regular expression anchored at the end (`[…]+$`) backtracks over a long run
 * of controls that is followed by anything else, in time that grows with the square of its length.
 */
function browserForm(url: string): string {
  const isControlOrSpace = (index: number) => url.charCodeAt(index) <= 0x20;
  let start = 0;
  let end = url.length;
  while (start < end && isControlOrSpace(start)) start += 1;
  while (end > start && isControlOrSpace(end - 1)) end -= 1;
  return url.slice(start, end).replace(/[\t\n\r]/g, '');
}

/**
 * The URL after each round of decoding, until a round changes nothing. `null` stands for
 * input that is still changing after many rounds: too deep to judge, so it is rejected.
 */
function decodedForms(url: string): Array<string | null> {
  const forms: Array<string | null> = [];
  let current = url;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    forms.push(next);
    if (next === current) return forms;
    current = next;
  }
  forms.push(null);
  return forms;
}

function decodeOnce(url: string): string {
  return stripInvisible(decodePercent(decodeCharacterReferences(url)));
}

/** `&#106;`, `&#x6A;`, `&#0000106`, `&colon;`, `&Tab;`, `&NewLine` ... Invalid code points vanish. */
function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#(?:[xX]([\da-fA-F]{1,8})|(\d{1,10}));?/g, (_match, hex?: string, dec?: string) => {
      const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '';
    })
    .replace(/&([A-Za-z][A-Za-z\d]{0,31});?/g, (match, name: string) => {
      // Like the HTML parser's legacy rule, a reference without `;` may be the longest known
      // name followed by other text (`&ampx` is `&` + `x`).
      for (let length = name.length; length > 1; length -= 1) {
        const decoded = decodeEntity(name.slice(0, length));
        if (decoded !== undefined) return decoded + name.slice(length);
      }
      return match;
    });
}

/** `%6A` and friends; runs that are not valid UTF-8 are read byte by byte. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[\da-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([\da-fA-F]{2})/g, (_match, byte: string) => String.fromCharCode(Number.parseInt(byte, 16)));
    }
  });
}

/** Control characters, every kind of whitespace and invisible format characters. */
function stripInvisible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u115f\u1160\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\ufff0-\ufff8\s]/g, '');
}

/** True for a relative URL, or one whose scheme is on the allow-list. */
function passesAllowList(url: string): boolean {
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const beforeColon = url.slice(0, colon);
  // A `/`, `?`, `#` or `\` before the colon: the colon is in a path, query or fragment.
  if (/[/?#\\]/.test(beforeColon)) return true;
  return ALLOWED_PROTOCOLS.includes(beforeColon.toLowerCase());
}

function sanitizeUrlRejects(url: string): boolean {
  try {
    return sanitizeUrl(url) === 'about:blank';
  } catch {
    // sanitize-url calls URL.canParse, missing from browsers before 2023; the checks above
    // are the stricter ones, so their verdict stands alone there.
    return false;
  }
}
