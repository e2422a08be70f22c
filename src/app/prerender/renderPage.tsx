// Bundled by webpack's `prerender` build (the browser bundle's class names), driven by `scripts/prerender.ts`.
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { api, currentSiteDomain } from '@/api/apiSlice';
import type { GlossaryCard } from '@/api/models';
import { AppProviders } from '@/app/AppProviders';
import type { SiteConfig } from '@/config/siteConfig';
import { answersHydrated, isListAnswer } from '@/app/hydration';
import { appPageAt, loadPage } from '@/app/pageModule';
import type { RouteContext } from '@/app/routeContext';
import { AppRoutes } from '@/app/routes';
import { makeStore } from '@/store/store';
import { siteName } from '@/content/site';
import { paginationAt } from '@/store/paginationSlice';
import { postSlug } from '@/features/blog/blogQueries';
import { headTags } from '@/features/seo/headTags';
import type { PrerenderedState, WrittenAnswer } from './prerenderedState';

export { renderFeedHtml } from './feedHtml';
export { listPostSlugs, listSitePosts } from './siteContents';
export { siteFiles } from './siteFiles';

export interface RenderOptions {
  /** Absolute. */
  readonly url: string;
  readonly config: SiteConfig;
  /** The embedded content API in-process, or the real `fetch`. */
  readonly fetchFn?: typeof fetch;
  readonly withData: boolean;
}

export interface RenderedPage {
  readonly status: number;
  readonly routeId: string;
  readonly appHtml: string;
  readonly headHtml: string;
  /** Site files the page fetches at once, which its loader asks for at the first paint (`PageHead.preload`). */
  readonly preloads: readonly string[];
  readonly state: PrerenderedState;
  /** A post's glossary cards, for its feed item. */
  readonly terms: readonly GlossaryCard[];
  /** Set when a query the page needs failed: the page should not be written. */
  readonly failedQuery?: string;
}

/** A list without posts says only that the build saw none: 'No blog posts found.' is the live backend's to say. */
const isEmptyList = (answer: WrittenAnswer) => isListAnswer(answer) && answer.value.blogs.length === 0;

/** Renders `url` with its route's data, the way the browser will hydrate it. */
export async function renderPage({ url, config, fetchFn, withData }: RenderOptions): Promise<RenderedPage> {
  const pageUrl = new URL(url);
  const path = pageUrl.pathname + pageUrl.search;
  const { page, params } = appPageAt(pageUrl.pathname);
  const domain = currentSiteDomain(config.siteUrl);
  const context: RouteContext = { pathname: pageUrl.pathname, searchParams: pageUrl.searchParams, params, domain, config };
  const module = await loadPage(page);
  const queries = withData ? (module.queries?.(context) ?? []) : [];
  const asked = makeStore({ config, fetchFn });
  const results = await Promise.all(queries.map((query) => asked.dispatch(query.request)));
  const written = queries.map((query) => query.answer(asked.getState()));
  const answers = written.flatMap((answer) => (answer && !isEmptyList(answer) ? [answer] : []));
  const status = module.status?.(context, asked.getState()) ?? 200;
  const failed = results.find((_result, index) => written[index] === undefined);
  const reading = api.endpoints.getReading.select(postSlug(pageUrl.pathname, params))(asked.getState()).data;
  // No cache timer of this store may keep the build running.
  asked.dispatch(api.util.resetApiState());

  // From the answers the page carries, in a store made as the browser's (src/app/start.tsx).
  const store = makeStore({ config, fetchFn, preloadedState: { pagination: paginationAt(path) } });
  store.dispatch(answersHydrated(answers));
  const head = module.head(context, store.getState());
  // The static prerender waits for all the page suspends on, and writes it in place: no boundary streams in by script.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} config={config}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await text(prelude);
  store.dispatch(api.util.resetApiState());

  return {
    status,
    routeId: page.id,
    appHtml,
    headHtml: headTags(head, siteName),
    preloads: head.preload ?? [],
    state: { path: page.notFound ? '*' : path, domain, answers },
    terms: reading?.terms ?? [],
    failedQuery: failed ? JSON.stringify(failed) : undefined,
  };
}
