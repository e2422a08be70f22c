import type { Path } from 'react-router';
import { createPath, parsePath } from 'react-router';
import { isPlainClick } from '@/lib/plainClick';
import { matchPageRoute } from './pageRoutes';

/** What of the router's history a link needs: where it is, and the way to go elsewhere. */
interface LinkHistory {
  readonly location: Path;
  push(to: string): void;
  replace(to: string): void;
}

/**
 * Follows, in the app's router, a plain click on a link to a page of the site (`AppLink` draws plain anchors), as React
 * Router's `Link` did: a push, or a replace when it leads where the reader already is. The browser keeps what a handler
 * nearer the link has taken (`preventDefault`), a modified click (a new tab), a download, another target, another
 * origin, and a path no page answers (a file such as `/rss.xml`). Returns the way to stop.
 */
export function followSiteLinks(history: LinkHistory): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!link || event.defaultPrevented || !isPlainClick(event) || link.hasAttribute('download')) return;
    if ((link.target && link.target !== '_self') || !/^\/(?!\/)/.test(href)) return;
    if (matchPageRoute(parsePath(href).pathname ?? '/').route.notFound) return;
    event.preventDefault();
    if (href === createPath(history.location)) history.replace(href);
    else history.push(href);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
