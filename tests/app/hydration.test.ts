import { answersForDomain, renderedPath } from '@/app/hydration';
import { preloadedApiState } from '@/app/prerender/prerenderedState';
import type { PrerenderedState } from '@/app/prerender/prerenderedState';

const LIST = { total: 1, blogs: [{ id: 1, slug: 'maya', metaTitle: 'Maya', metaDescription: '' }] };

function state(path: string, domain: string, listDomain?: string): PrerenderedState {
  return {
    path,
    domain,
    answers: listDomain
      ? [
          ['getMetainfo', LIST, { domain: listDomain, page: 1 }],
          ['getDetails', null, 'maya'],
        ]
      : [],
  };
}

const at = (url: string) => new URL(url);

describe('renderedPath: where a document is hydrated, so the first render matches its markup', () => {
  it('is the URL the page was prerendered for, whatever URL the host served it at', () => {
    expect(renderedPath(state('/blog', 'example.org'), at('https://example.org/blog'))).toBe('/blog');
    expect(renderedPath(state('/blog', 'example.org'), at('https://example.org/blog?page=2'))).toBe('/blog');
    expect(renderedPath(state('/blog', 'example.org'), at('https://example.org/blog/'))).toBe('/blog');
    expect(renderedPath(state('/', 'example.org'), at('https://preview.example.net/?utm_source=feed'))).toBe('/');
  });

  it('is the address itself for the not-found page at an unknown path', () => {
    expect(renderedPath(state('*', 'example.org'), at('https://example.org/no/such/page?x=1'))).toBe('/no/such/page?x=1');
  });

  it("is a not-found path when a host serves the not-found page at a page's address (a post published since)", () => {
    expect(renderedPath(state('*', 'example.org'), at('https://example.org/blog/written-since'))).toBe('/404');
  });
});

describe('answersForDomain: the prerendered answers filed under the domain the page is served at', () => {
  it('keys a list asked for the build’s domain under this page’s domain, with its data', () => {
    const answers = answersForDomain(state('/', 'example.org', 'example.org').answers, 'example.org', 'preview.example.net');
    const { queries } = preloadedApiState(answers, document);
    const key = 'getMetainfo({"domain":"preview.example.net","page":1})';
    expect(Object.keys(queries).sort()).toEqual(['getDetails("maya")', key].sort());
    expect(queries[key]).toMatchObject({ originalArgs: { domain: 'preview.example.net', page: 1 }, data: LIST });
  });

  it('leaves the answers as they are on the build’s own domain', () => {
    const built = state('/', 'example.org', 'example.org').answers;
    expect(answersForDomain(built, 'example.org', 'example.org')).toBe(built);
  });
});
