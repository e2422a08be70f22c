import type { Page } from '@playwright/test';
import { ALLOWED_PROTOCOLS } from './attacks';

/** Attributes that carry a URL, or a document, a browser may load or follow. */
const URL_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'ping',
  'codebase',
  'cite',
  'longdesc',
  'manifest',
  'lowsrc',
  'dynsrc',
];

/** Elements that have no business inside an article rendered from markdown. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'object',
  'embed',
  'applet',
  'form',
  'meta',
  'style',
  'base',
  'link',
  'frame',
  'frameset',
  'template',
  'svg',
  'math',
  'noscript',
];

/** The one frame the site may render in a post: the privacy-enhanced YouTube player. */
const ALLOWED_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Everything in `<main>` that could run script or load something outside the allow-list:
 * event-handler attributes, URL attributes whose scheme (as the browser resolves it) is not
 * http(s), irc(s), mailto or xmpp, `srcdoc`, forbidden elements and frames other than the
 * YouTube player. Also reports `window.__pwned`. Returns one line per problem.
 */
export async function unsafeThingsInMain(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ urlAttributes, forbidden, protocols, frameOrigin }) => {
      const problems: string[] = [];
      const main = document.querySelector('main');
      if (!main) return ['no <main> on the page'];
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}>`;
      for (const el of [main, ...Array.from(main.querySelectorAll('*'))]) {
        if (forbidden.includes(el.tagName.toLowerCase())) problems.push(`forbidden element ${describe(el)}`);
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`${describe(el)} has ${name}="${attr.value}"`);
          if (name === 'srcdoc') problems.push(`${describe(el)} has srcdoc`);
          if (name === 'style' && /url\s*\(|expression\s*\(/i.test(attr.value)) problems.push(`${describe(el)} style loads ${attr.value}`);
          if (!urlAttributes.includes(name)) continue;
          const candidates = name === 'srcset' || name === 'ping' ? attr.value.split(/[\s,]+/).filter(Boolean) : [attr.value];
          for (const value of candidates) {
            if (value.trim() === '') continue;
            let protocol: string;
            try {
              protocol = new URL(value, location.href).protocol;
            } catch {
              continue; // the browser cannot follow what it cannot parse
            }
            if (!protocols.includes(protocol)) problems.push(`${describe(el)} ${name}="${value}" (${protocol})`);
          }
        }
        if (el.tagName === 'IFRAME') {
          const src = el.getAttribute('src') ?? '';
          let origin = '';
          try {
            origin = new URL(src, location.href).origin;
          } catch {
            // reported below
          }
          if (origin !== frameOrigin) problems.push(`a frame to ${src || '(nothing)'}`);
        }
      }
      const pwned = (window as unknown as { __pwned?: unknown }).__pwned;
      if (pwned !== undefined) problems.push(`window.__pwned is ${JSON.stringify(pwned)}`);
      return problems;
    },
    { urlAttributes: URL_ATTRIBUTES, forbidden: FORBIDDEN_ELEMENTS, protocols: ALLOWED_PROTOCOLS, frameOrigin: ALLOWED_FRAME_ORIGIN },
  );
}

/**
 * Moves the app to `path` as the browser's back and forward buttons do (a history entry and
 * a `popstate`): the router renders the new page without reloading the document, so many
 * hostile posts can be checked in one page load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
