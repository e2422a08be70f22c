/** Bundled by webpack's `prerender` build (same Sass class names as the browser bundle), driven by `scripts/prerender.ts`. */
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { GlossaryCard, Reading } from '@/api/models';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { api, currentSiteDomain } from '@/api/apiSlice';
import { AppProviders } from '@/app/AppProviders';
import type { SiteConfig } from '@/app/config';
import { appPageAt, loadPage } from '@/app/pageModule';
import type { RouteContext } from '@/app/routeContext';
import { AppRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { siteName } from '@/content/site';
import { headTags } from '@/features/seo/headTags';
import { pageHeadChanged } from '@/features/seo/seoSlice';
import { answersHydrated } from '@/app/hydration';
import { locationChanged, locationOf } from '@/features/navigation/navigationSlice';
import { pageAnswers } from './pageAnswers';
import type { PrerenderedState } from './prerenderedState';

export { renderFeedHtml } from './feedHtml';
export { listPostSlugs, listSitePosts } from './siteContents';
export { siteFiles } from './siteFiles';

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
  /** The page's id in the registry, which also names its webpack chunk (`page-<id>`). */
  readonly routeId: string;
  readonly appHtml: string;
  readonly headHtml: string;
  readonly state: PrerenderedState;
  /** A post's glossary cards (its reading file's), which its written state leaves to its HTML: for its feed item. */
  readonly terms: readonly GlossaryCard[];
  /** Set when a query the page needs failed: the page should not be written. */
  readonly failedQuery?: string;
}

/** Renders `url` with the data its route's queries bring, the way the browser will hydrate it. */
export async function renderPage({ url, config, fetchFn, withData }: RenderOptions): Promise<RenderedPage> {
  const pageUrl = new URL(url);
  const { page, params } = appPageAt(pageUrl.pathname);
  const domain = currentSiteDomain(config.siteUrl);
  const context: RouteContext = {
    pathname: pageUrl.pathname,
    searchParams: pageUrl.searchParams,
    params,
    domain,
    config,
  };
  if (!page) throw new Error(`${url}: the registry's row for this path has no page module`);
  // The page renders at once, with its head: no loading line in the written HTML.
  const module = await loadPage(page);
  await module.ready?.();
  const asked = makeStore({ config, fetchFn });
  if (withData) {
    await Promise.all(
      (module.queries?.(context) ?? []).map(async (query) => {
        const request = asked.dispatch(query);
        await request;
        request.unsubscribe();
      }),
    );
  }
  const { queries } = asked.getState().api;
  const status = module.status?.(context, asked.getState()) ?? 200;
  const failed = Object.values(queries).find((query) => query?.status === QueryStatus.rejected);
  const reading = Object.values(queries).find((query) => query?.endpointName === 'getReading')?.data as Reading | null | undefined;
  const answers = pageAnswers(queries);
  // This store is done with: no cache timer of it may keep the build running.
  asked.dispatch(api.util.resetApiState());

  // Rendered from the answers the page carries, in a store made as the browser makes its own (src/app/start.tsx).
  const store = makeStore({ config, fetchFn });
  store.dispatch(answersHydrated(answers));
  store.dispatch(locationChanged(locationOf(pageUrl.pathname + pageUrl.search)));
  const head = module.head(context, store.getState());
  store.dispatch(pageHeadChanged(head));
  const appHtml = renderToString(
    <AppProviders store={store} config={config}>
      <StaticRouter location={pageUrl.pathname + pageUrl.search}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  store.dispatch(api.util.resetApiState());

  return {
    status,
    routeId: page.id,
    appHtml,
    headHtml: headTags(head, siteName),
    state: {
      path: page.notFound ? '*' : pageUrl.pathname + pageUrl.search,
      domain,
      answers,
    },
    terms: reading?.terms ?? [],
    failedQuery: failed ? `${failed.endpointName}(${JSON.stringify(failed.originalArgs)}): ${JSON.stringify(failed.error)}` : undefined,
  };
}
