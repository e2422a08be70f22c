// A post's body for feeds by the page's own pipeline: no class names, URLs absolute so a feed reader resolves them.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { GlossaryCard } from '@/api/models';
import type { SiteConfig } from '@/config/siteConfig';
import { makeStore } from '@/store/store';
import { MarkdownBody } from '@/features/blog/MarkdownBody';

/** `href="/x"` and `src="/x"`, never `//host`. */
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
