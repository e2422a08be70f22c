import type { PrerenderedState } from '@/app/prerender/prerenderedState';
import { renderedPath } from '@/app/renderedPage';

const state = (path: string, domain: string): PrerenderedState => ({ path, domain, answers: [] });
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
