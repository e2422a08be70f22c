import { appPageAt } from '@/app/pageModule';
import type { PrerenderedState } from '@/app/prerender/prerenderedState';
import { renderedPath, requestRenderedPage } from '@/app/renderedPage';

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

describe('requestRenderedPage: the painted page’s code, asked for before the app starts', () => {
  afterEach(() => document.getElementById('__PRELOADED_STATE__')?.remove());

  function paintedFor(path: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = '__PRELOADED_STATE__';
    script.textContent = JSON.stringify(state(path, 'example.org'));
    document.body.append(script);
  }

  it('loads the module of the page the markup was rendered for, once, whatever URL it is served at', async () => {
    paintedFor('/blog');
    const list = appPageAt('/blog').page;
    const post = appPageAt('/blog/maya').page;
    if (!list || !post) throw new Error('The registry has a blog list and a post page.');
    const loadList = jest.spyOn(list, 'load');
    const loadPost = jest.spyOn(post, 'load');
    await requestRenderedPage(document, at('https://preview.example.net/blog/?page=2') as unknown as Location);
    expect(loadList).toHaveBeenCalledTimes(1);
    expect(loadPost).not.toHaveBeenCalled();
  });

  it('asks for nothing on a page that was not prerendered', async () => {
    const landing = appPageAt('/').page;
    if (!landing) throw new Error('The registry has a landing page.');
    const load = jest.spyOn(landing, 'load');
    await requestRenderedPage(document, at('https://example.org/') as unknown as Location);
    expect(load).not.toHaveBeenCalled();
  });
});
