/**
 * A post's whole body as HTML for the feeds (RSS `content:encoded`, JSON Feed `content_html`): rendered by the page's
 * own markdown pipeline (`MarkdownBody`: raw HTML limited, every URL through `safeUrl`), as static markup with no
 * script or handler, its class names dropped (the site's stylesheet is not there) and its site-relative URLs made
 * absolute, so a feed reader resolves them wherever it shows the item.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { GlossaryCard } from '@/api/models';
import type { SiteConfig } from '@/config/siteConfig';
import { makeStore } from '@/store/store';
import { MarkdownBody } from '@/features/blog/MarkdownBody';

/** `href="/x"` and `src="/x"` (never `//host`) against the site's address. */
const absoluteUrls = (html: string, siteUrl: string) => html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`);

export function renderFeedHtml(
  markdown: string,
  config: SiteConfig & { readonly siteUrl: string },
  terms: readonly GlossaryCard[] = [],
): string {
  const store = makeStore({ config });
  const html = renderToStaticMarkup(
    <AppProviders store={store} config={config}>
      <StaticRouter location="/">
        <MarkdownBody markdown={markdown} terms={terms} termsAs="links" />
      </StaticRouter>
    </AppProviders>,
  );
  return absoluteUrls(html.replace(/ class="[^"]*"/g, ''), config.siteUrl);
}
