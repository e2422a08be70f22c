import { sanitizeUrl } from '@braintree/sanitize-url';
import { decodeEntity } from 'markdown-to-jsx/entities';
import { parseUrl } from './parseUrl';

/** The one URL judge for untrusted content (spec §5): trimmed if every form a browser or decoder makes of it passes, else ''. */
export function safeUrl(url: string | null | undefined): string {
  if (typeof url !== 'string') return '';
  const trimmed = url.trim();
  if (trimmed === '') return '';

  const forms = [browserForm(trimmed), ...decodedForms(trimmed)];
  if (!forms.every((form) => form !== null && passesAllowList(form))) return '';
  if (sanitizeUrlRejects(trimmed)) return '';
  return trimmed;
}

export const ALLOWED_PROTOCOLS: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** How a link should behave once `safeUrl` has let its href through. */
export type HrefKind =
  | 'empty'
  | 'fragment'
  /** `/path` on this site: the app's router can take it. */
  | 'site-path'
  | 'relative'
  /** http(s) on another origin, or protocol-relative: a new tab, without an opener. */
  | 'external-web'
  /** mailto, xmpp, irc(s): another app; no new tab, no opener or referrer. */
  | 'external-app';

/** Reads an href as the browser will, so `/\tevil.example` is not taken for a path on this site; this origin's is `'relative'`. */
export function hrefKind(href: string, origin = typeof window === 'undefined' ? undefined : window.location.origin): HrefKind {
  const url = href.replace(/[\t\n\r]/g, '').trim();
  if (url === '') return 'empty';
  if (url.startsWith('#')) return 'fragment';
  if (/^[/\\]{2}/.test(url)) return 'external-web';
  if (url.startsWith('/')) return 'site-path';
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'relative';
  if (scheme !== 'http' && scheme !== 'https') return 'external-app';
  return origin !== undefined && parseUrl(url)?.origin === origin ? 'relative' : 'external-web';
}

const MAX_DECODE_ROUNDS = 10;

/** What the browser's URL parser starts from; trimmed by hand, as `[…]+$` backtracks quadratically over a long run. */
function browserForm(url: string): string {
  const isControlOrSpace = (index: number) => url.charCodeAt(index) <= 0x20;
  let start = 0;
  let end = url.length;
  while (start < end && isControlOrSpace(start)) start += 1;
  while (end > start && isControlOrSpace(end - 1)) end -= 1;
  return url.slice(start, end).replace(/[\t\n\r]/g, '');
}

/** The URL after each round of decoding until one changes nothing; `null` (rejected) if it is still changing. */
function decodedForms(url: string): Array<string | null> {
  const forms: Array<string | null> = [];
  let current = url;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = stripInvisible(decodePercent(decodeCharacterReferences(current)));
    forms.push(next);
    if (next === current) return forms;
    current = next;
  }
  forms.push(null);
  return forms;
}

/** `&#106;`, `&#x6A;`, `&colon;`, `&Tab` ...; invalid code points vanish. */
function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#(?:[xX]([\da-fA-F]{1,8})|(\d{1,10}));?/g, (_match, hex?: string, dec?: string) => {
      const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '';
    })
    .replace(/&([A-Za-z][A-Za-z\d]{0,31});?/g, (match, name: string) => {
      // The HTML parser's legacy rule: without `;`, the longest known name, then text (`&ampx` is `&` + `x`).
      for (let length = name.length; length > 1; length -= 1) {
        const decoded = decodeEntity(name.slice(0, length));
        if (decoded !== undefined) return decoded + name.slice(length);
      }
      return match;
    });
}

/** Runs that are not valid UTF-8 are read byte by byte. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[\da-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([\da-fA-F]{2})/g, (_match, byte: string) => String.fromCharCode(Number.parseInt(byte, 16)));
    }
  });
}

function stripInvisible(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- removing control characters
    /[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u115f\u1160\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\ufff0-\ufff8\s]/g,
    '',
  );
}

function passesAllowList(url: string): boolean {
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const beforeColon = url.slice(0, colon);
  // A colon after `/`, `?`, `#` or `\` is in a path, query or fragment, as in the browser (write `./a:b`).
  if (/[/?#\\]/.test(beforeColon)) return true;
  return ALLOWED_PROTOCOLS.includes(beforeColon.toLowerCase());
}

function sanitizeUrlRejects(url: string): boolean {
  try {
    return sanitizeUrl(url) === 'about:blank';
  } catch {
    // URL.canParse is missing from browsers before 2023; the checks above are the stricter ones.
    return false;
  }
}
