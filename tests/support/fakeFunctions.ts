import type { SitePost } from '@/app/prerender/siteContents';
import type { SiteContent } from '@/app/prerender/siteFiles';
import { siteFiles } from '@/app/prerender/siteFiles';
import { splitKeywords } from '@/lib/keywords';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FUNCTION_NAMES, PAGE_SIZE, PARAMS } from '@/api/contract';
import { testConfig } from './renderWithProviders';

/** URLs of the two functions as the app under test calls them. */
export const METAINFO_URL = `${testConfig.apiUrl}/${FUNCTION_NAMES.list}`;
export const DETAILS_URL = `${testConfig.apiUrl}/${FUNCTION_NAMES.detail}`;

export interface FakePost {
  id: number;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  date: string;
  blog: string;
  pinterestImageLink?: string | null;
  youtubeShortsUrl?: string | null;
  shortTailKeywords?: string | null;
  longTailKeywords?: string | null;
}

/** `count` posts, newest first, the way the content API pages them. */
export function makePosts(count: number): FakePost[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: n,
      slug: `post-${n}`,
      metaTitle: `Post ${n} title`,
      metaDescription: `What post ${n} is about.`,
      date: `2025-01-${String((n % 28) + 1).padStart(2, '0')}`,
      blog: `Body of post ${n}.`,
      pinterestImageLink: n % 2 === 0 ? `https://images.example/post-${n}.svg` : undefined,
    };
  });
}

function sitePostOf(post: FakePost): SitePost {
  return {
    slug: post.slug,
    title: post.metaTitle,
    description: post.metaDescription,
    date: post.date,
    lastModified: post.date,
    image: post.pinterestImageLink ?? undefined,
    shortTailKeywords: splitKeywords(post.shortTailKeywords),
    longTailKeywords: splitKeywords(post.longTailKeywords),
    markdown: post.blog,
  };
}

/** The files the build writes beside the pages (reading links, topics, search index), made from the same posts by the same code. */
function siteFilesOf(posts: FakePost[], content?: SiteContent) {
  return siteFiles(posts.map(sitePostOf), content).then(({ files }) => files);
}

/** Answers like the real functions over an in-memory list of posts, recording every request; `latencyMs` holds each answer back. */
export function contentHandlers(
  posts: FakePost[],
  requests: Request[] = [],
  { latencyMs = 0, content }: { latencyMs?: number; content?: SiteContent } = {},
) {
  let built: Promise<ReadonlyMap<string, unknown>> | undefined;
  return [
    http.get(METAINFO_URL, async ({ request }) => {
      requests.push(request);
      if (latencyMs) await delay(latencyMs);
      const page = Number(new URL(request.url).searchParams.get(PARAMS.page));
      const blogs = posts
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        .map(({ id, slug, metaTitle, metaDescription, pinterestImageLink }) => ({
          id,
          slug,
          metaTitle,
          metaDescription,
          ...(pinterestImageLink ? { pinterestImageLink } : {}),
        }));
      return HttpResponse.json({ blogs, total: posts.length });
    }),
    ...['reading', 'data'].map((folder) =>
      http.get(`http://localhost/${folder}/*`, async ({ request }) => {
        requests.push(request);
        const files = await (built ??= siteFilesOf(posts, content));
        const body = files.get(new URL(request.url).pathname);
        return body === undefined ? new HttpResponse('Not found', { status: 404 }) : HttpResponse.json(body as object);
      }),
    ),
    http.get(DETAILS_URL, async ({ request }) => {
      requests.push(request);
      if (latencyMs) await delay(latencyMs);
      const slug = new URL(request.url).searchParams.get(PARAMS.slug);
      const post = posts.find((candidate) => candidate.slug === slug);
      return post ? HttpResponse.json(post) : HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
  ];
}

/** A fake of the functions' host; any request it has no handler for fails the test. */
export function setupFakeFunctions(posts: FakePost[] = makePosts(23), content?: SiteContent) {
  const requests: Request[] = [];
  const server = setupServer(...contentHandlers(posts, requests, { content }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
