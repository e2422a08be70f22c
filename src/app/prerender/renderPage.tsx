/**
 * Renders one page of the site to HTML ahead of time. Bundled by webpack's `prerender`
 * build (same Sass class names as the browser bundle) and driven by `scripts/prerender.ts`.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { SiteConfig } from '@/app/config';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { siteName } from '@/content/site';
import { headTags } from '@/features/seo/headTags';
import { pageMetaChanged } from '@/features/seo/seoSlice';
import type { PrerenderedState } from './prerenderedState';
import { loadPageData } from './pageData';

export { DEFAULT_SOCIAL_IMAGE } from './pageData';

export interface RenderOptions {
  /** Absolute URL of the page, e.g. `http://localhost/blog/the-upanishads`. */
  readonly url: string;
  readonly config: SiteConfig;
  /** Answers the API's requests (the embedded content API in-process, or the real `fetch`). */
  readonly fetchFn?: typeof fetch;
  readonly withData: boolean;
}

export interface RenderedPage {
  readonly status: number;
  /** The route's id, which is also the name of its webpack chunk without the `page-` prefix. */
  readonly routeId: string;
  readonly appHtml: string;
  readonly headHtml: string;
  readonly state: PrerenderedState;
  /** Set when a query the page needs failed: the page should not be written. */
  readonly failedQuery?: string;
}

export async function renderPage({ url, config, fetchFn, withData }: RenderOptions): Promise<RenderedPage> {
  const store = makeStore({ config, fetchFn });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect (${context.status})`);

  const leaf = context.matches[context.matches.length - 1];
  const routeId = leaf?.route.id ?? 'not-found';
  const pageUrl = new URL(url);
  const { head, status } = await loadPageData(store, { routeId, params: leaf?.params ?? {}, url: pageUrl, config, withData });
  store.dispatch(pageMetaChanged(head.meta));

  const { api: apiState, seo, pagination } = store.getState();
  const failed = Object.values(apiState.queries).find((query) => query?.status === 'rejected');
  const queries = Object.fromEntries(Object.entries(apiState.queries).filter(([, query]) => query?.status === 'fulfilled'));

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <AppProviders store={store} config={config}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  return {
    status,
    routeId,
    appHtml,
    headHtml: headTags(head, siteName),
    state: {
      path: routeId === 'not-found' ? '*' : pageUrl.pathname + pageUrl.search,
      slices: { seo, pagination },
      api: { ...apiState, queries },
    },
    failedQuery: failed ? `${failed.endpointName}(${JSON.stringify(failed.originalArgs)}): ${JSON.stringify(failed.error)}` : undefined,
  };
}
