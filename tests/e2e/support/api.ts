import type { APIRequestContext, Page, Request, Route } from '@playwright/test';

/** The two functions as the site calls them (spec §7). */
export const METAINFO = /\/functions\/v1\/get_metainfo(?:\?|$)/;
export const DETAILS = /\/functions\/v1\/get_details(?:\?|$)/;

const AUTH = { Authorization: 'Bearer local-anon-key' };

/** The messages of spec §8 and of the failures the site adds to it. */
export const messages = {
  listNotOk: 'Error: Failed to fetch blogs',
  detailNotOk: 'Error: Blog post not found',
  network: 'Error: Failed to fetch',
  unreadable: 'Error: The server sent a response this page cannot read',
  timedOut: 'Error: The request timed out',
} as const;

/** A detail response as the wire might carry it: every field may be missing or of any type. */
export type WireDetail = Record<string, unknown>;

/** A list entry as the wire might carry it. */
export type WireSummary = Record<string, unknown>;

/** A detail response with every field filled in; `overrides` replace or add fields. */
export function fullDetail(overrides: WireDetail = {}): WireDetail {
  return {
    id: 901,
    slug: 'every-field',
    metaTitle: 'Every Field Filled In',
    metaDescription: 'A post whose response carries every optional field.',
    date: '2025-03-05',
    blog: '## A section\n\nA paragraph with *emphasis*.\n\n- one\n- two\n\n> A quotation.\n\n`code` and\n\n```\npre block\n```\n',
    pinterestImageLink: '/functions/v1/media/what-is-vedanta.svg',
    youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
    shortTailKeywords: 'atman, brahman, maya',
    longTailKeywords: 'what is atman, how brahman and maya relate',
    ...overrides,
  };
}

/** A detail response with only the required fields. */
export function minimalDetail(overrides: WireDetail = {}): WireDetail {
  return {
    metaTitle: 'Only The Required Fields',
    metaDescription: 'Nothing optional.',
    date: '2024-12-31',
    blog: 'Just a body.',
    ...overrides,
  };
}

/** `count` list entries starting at number `first`. */
export function summaries(count: number, first = 1): WireSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    return { id: n, slug: `post-${n}`, metaTitle: `Post number ${n}`, metaDescription: `About post ${n}.` };
  });
}

/** Answers a routed request with JSON (or any text, for malformed bodies). */
export async function fulfillJson(route: Route, body: unknown, status = 200): Promise<void> {
  await route.fulfill({
    status,
    contentType: 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `page` query parameter of a get_metainfo request. */
export function pageOf(request: Request): number {
  return Number(new URL(request.url()).searchParams.get('page'));
}

/** The `slug` query parameter of a get_details request, decoded. */
export function slugOf(request: Request): string {
  return new URL(request.url()).searchParams.get('slug') ?? '';
}

/** A promise the test resolves when it chooses: a response held back until then. */
export interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Serves get_details from `answer`, called with the decoded slug; records every slug asked for. */
export async function routeDetails(page: Page, answer: (slug: string, route: Route) => Promise<void> | void): Promise<string[]> {
  const asked: string[] = [];
  await page.route(DETAILS, async (route) => {
    const slug = slugOf(route.request());
    asked.push(slug);
    await answer(slug, route);
  });
  return asked;
}

/** Serves get_metainfo from `answer`, called with the page number; records every page asked for. */
export async function routeList(page: Page, answer: (pageNumber: number, route: Route) => Promise<void> | void): Promise<number[]> {
  const asked: number[] = [];
  await page.route(METAINFO, async (route) => {
    const pageNumber = pageOf(route.request());
    asked.push(pageNumber);
    await answer(pageNumber, route);
  });
  return asked;
}

/** A post as the real content API lists it. */
export interface RealSummary {
  readonly id: number | string;
  readonly slug: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly pinterestImageLink?: string;
  /** Beyond the spec's contract: the embedded content API sends each post's date. */
  readonly date?: string;
}

/** Every post the embedded content API serves, page by page, newest first. */
export async function realPosts(request: APIRequestContext): Promise<{ pages: RealSummary[][]; total: number }> {
  const pages: RealSummary[][] = [];
  let total = Infinity;
  for (let pageNumber = 1; (pageNumber - 1) * 10 < total; pageNumber += 1) {
    const response = await request.get(`/functions/v1/get_metainfo?domain=localhost&page=${pageNumber}`, { headers: AUTH });
    const body = (await response.json()) as { blogs: RealSummary[]; total: number };
    total = body.total;
    pages.push(body.blogs);
  }
  return { pages, total };
}

/** One post as the real content API details it. */
export async function realDetail(request: APIRequestContext, slug: string): Promise<WireDetail> {
  const response = await request.get(`/functions/v1/get_details?slug=${encodeURIComponent(slug)}`, { headers: AUTH });
  return (await response.json()) as WireDetail;
}
