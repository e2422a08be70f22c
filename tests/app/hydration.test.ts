import { prerenderedForThisPage } from '@/app/hydration';
import type { PrerenderedState } from '@/app/prerender/prerenderedState';
import { routes } from '@/app/routes';
import { homeHead } from '@/features/seo/pageHeads';

function state(path: string, domain: string, listDomain?: string): PrerenderedState {
  const queries = listDomain
    ? {
        [`getMetainfo({"domain":"${listDomain}","page":1})`]: {
          endpointName: 'getMetainfo',
          originalArgs: { domain: listDomain, page: 1 },
          status: 'fulfilled',
        },
      }
    : {};
  return {
    path,
    domain,
    slices: { seo: homeHead(undefined), pagination: { currentPage: 1 } },
    api: { queries, mutations: {}, provided: { tags: {}, keys: {} }, subscriptions: {}, config: {} } as unknown as PrerenderedState['api'],
  };
}

const at = (url: string) => new URL(url) as unknown as Location;

describe('prerenderedForThisPage', () => {
  it('hydrates markup rendered for this URL', () => {
    expect(
      prerenderedForThisPage(state('/blog', 'example.org', 'example.org'), routes, at('https://example.org/blog'), 'example.org'),
    ).toBe(true);
    expect(prerenderedForThisPage(state('/blog/maya', 'example.org'), routes, at('https://example.org/blog/maya/'), 'example.org')).toBe(
      true,
    );
  });

  it("renders over markup for another URL (a host's fallback)", () => {
    expect(
      prerenderedForThisPage(state('/blog', 'example.org', 'example.org'), routes, at('https://example.org/blog?page=2'), 'example.org'),
    ).toBe(false);
    expect(prerenderedForThisPage(state('/', 'example.org'), routes, at('https://example.org/blog/new-post'), 'example.org')).toBe(false);
  });

  it("renders over a blog list that was asked for another site's domain", () => {
    expect(
      prerenderedForThisPage(state('/', 'example.org', 'example.org'), routes, at('https://blog.example.org/'), 'blog.example.org'),
    ).toBe(false);
  });

  it('hydrates a page without a list wherever it is served', () => {
    expect(
      prerenderedForThisPage(state('/privacy', 'example.org'), routes, at('https://blog.example.org/privacy'), 'blog.example.org'),
    ).toBe(true);
  });

  it('hydrates the not-found page at any unknown path, and only there', () => {
    expect(prerenderedForThisPage(state('*', 'example.org'), routes, at('https://example.org/no/such/page'), 'example.org')).toBe(true);
    expect(prerenderedForThisPage(state('*', 'example.org'), routes, at('https://example.org/privacy'), 'example.org')).toBe(false);
  });
});
