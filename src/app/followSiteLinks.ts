import type { Path } from 'react-router';
import { createPath } from 'react-router';
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
 * nearer the link has taken (`preventDefault`), a modified click (a new tab), a download, another target, a relative
 * link, another origin, and a path no page answers (a file such as `/rss.xml`). Returns the way to stop.
 */
export function followSiteLinks(history: LinkHistory): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || !isPlainClick(event) || link.hasAttribute('download')) return;
    // A path of this site as written (`/…`): a relative link (`x.html`) is the browser's, as in an article's body.
    if ((link.target && link.target !== '_self') || !/^\/(?!\/)/.test(link.getAttribute('href') ?? '')) return;
    if (matchPageRoute(link.pathname).route.notFound) return;
    event.preventDefault();
    const to = link.pathname + link.search + link.hash;
    if (to === createPath(history.location)) history.replace(to);
    else history.push(to);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
