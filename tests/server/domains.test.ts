/**
 * One content folder, many sites: `content/<domain>/posts/` is that domain's, `content/posts/` every other
 * domain's, through the Node server's API and the Web-standard fetch handler alike.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { createContentApi } from '../../server/api';
import { checkContent } from '../../server/content/check';
import { createFetchHandler } from '../../server/functions/fetchHandler';
import { detailDomain } from '../../server/functions/requestParams';
import { createFolderStorage } from '../../server/storage/folder';
import { writeContent, type SeedPost } from '../support/contentFolders';
import { API_KEY, AUTH, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

afterAll(removeTempFolders);

const post = (id: number, slug: string, date: string): SeedPost => minimalPost({ id, slug, date, metaTitle: `Title of ${slug}` });

const dir = tempContent([post(1, 'shared-post', '2025-01-01')], { 'shared.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
writeContent(path.join(dir, 'blog.example.org'), [
  { ...post(1, 'own-first', '2025-02-01'), pinterestImageLink: 'media/shared.svg' },
  post(2, 'own-second', '2025-03-01'),
]);
// Not a domain's folder: no dot, or no posts/ in it.
writeContent(path.join(dir, 'drafts'), [post(9, 'a-draft', '2025-04-01')]);
mkdirSync(path.join(dir, 'empty.example.org'));

const apis = {
  'the Node server': () => {
    const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger() });
    return (url: string, headers: Record<string, string> = {}) => api.request(url, { headers: { ...AUTH, ...headers } });
  },
  'the fetch handler (as Supabase calls it)': () => {
    const handler = createFetchHandler({ storage: createFolderStorage(dir), apiKey: API_KEY, logger: silentLogger() });
    return (url: string, headers: Record<string, string> = {}) =>
      handler(new Request(`https://ref.supabase.co${url.replace('/functions/v1', '')}`, { headers: { ...AUTH, ...headers } }));
  },
};

describe.each(Object.keys(apis) as (keyof typeof apis)[])('content per domain through %s', (name) => {
  const request = apis[name]();
  const slugs = async (domain: string) =>
    ((await (await request(`/functions/v1/get_metainfo?domain=${domain}&page=1`)).json()) as { blogs: { slug: string }[] }).blogs.map(
      (each) => each.slug,
    );

  it('a domain with a folder of its own lists only its posts; any other domain the shared ones', async () => {
    expect(await slugs('blog.example.org')).toEqual(['own-second', 'own-first']);
    expect(await slugs('BLOG.example.org')).toEqual(['own-second', 'own-first']);
    expect(await slugs('other.example.org')).toEqual(['shared-post']);
    expect(await slugs('empty.example.org')).toEqual(['shared-post']);
    expect(await slugs('drafts')).toEqual(['shared-post']);
  });

  it('reads a leading www. as the site without it, in get_metainfo’s domain as in get_details’ (security probe)', async () => {
    expect(await slugs('www.blog.example.org')).toEqual(['own-second', 'own-first']);
    const status = async (query: string) => (await request(`/functions/v1/get_details?${query}`)).status;
    expect(await status('slug=own-first&domain=www.blog.example.org')).toBe(200);
    expect(await status('slug=own-first&domain=WWW.Blog.example.org')).toBe(200);
  });

  it('get_details finds a post for the site the request comes from: domain, else Origin, else Host', async () => {
    const status = async (query: string, headers: Record<string, string> = {}) =>
      (await request(`/functions/v1/get_details?${query}`, headers)).status;
    expect(await status('slug=own-first', { Origin: 'https://blog.example.org' })).toBe(200);
    expect(await status('slug=own-first', { Origin: 'https://www.blog.example.org:8443' })).toBe(200);
    expect(await status('slug=own-first', { Origin: 'https://other.example.org' })).toBe(404);
    expect(await status('slug=shared-post', { Origin: 'https://other.example.org' })).toBe(200);
    expect(await status('slug=shared-post', { Origin: 'https://blog.example.org' })).toBe(404);
    expect(await status('slug=own-first&domain=blog.example.org')).toBe(200);
    expect(await status('slug=own-first')).toBe(404);
    expect(await status('slug=shared-post', { Origin: 'null' })).toBe(200);
  });

  it('a domain’s posts link the shared images', async () => {
    const detail = (await (await request('/functions/v1/get_details?slug=own-first&domain=blog.example.org')).json()) as {
      pinterestImageLink: string;
    };
    expect(detail.pinterestImageLink).toBe('/functions/v1/media/shared.svg');
    expect((await request('/functions/v1/media/shared.svg')).status).toBe(200);
  });
});

describe('get_details without an Origin', () => {
  it('reads the host the request was sent to: the prerenderer’s in-process requests name the site’s own', async () => {
    const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger() });
    const detail = (url: string) => api.fetch(new Request(url, { headers: AUTH }));
    expect((await detail('https://www.blog.example.org/functions/v1/get_details?slug=own-first')).status).toBe(200);
    expect((await detail('http://localhost/functions/v1/get_details?slug=own-first')).status).toBe(404);
    expect((await detail('http://localhost/functions/v1/get_details?slug=shared-post')).status).toBe(200);
  });
});

describe('the fetch handler', () => {
  const handler = createFetchHandler({ storage: createFolderStorage(dir), apiKey: API_KEY, logger: silentLogger() });

  it('answers the full path as the Node server does, and the key is still required', async () => {
    const full = await handler(new Request('http://localhost/functions/v1/get_metainfo?domain=x.example&page=1', { headers: AUTH }));
    expect(full.status).toBe(200);
    const keyless = await handler(new Request('http://localhost/get_metainfo?domain=x.example&page=1'));
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toEqual({ error: 'Missing or invalid API key' });
  });

  it('answers 304 to the ETag it sent', async () => {
    const first = await handler(new Request('http://localhost/get_details?slug=shared-post', { headers: AUTH }));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await handler(
      new Request('http://localhost/get_details?slug=shared-post', { headers: { ...AUTH, 'If-None-Match': etag } }),
    );
    expect(again.status).toBe(304);
  });
});

describe('content:check and the domain folders', () => {
  it('counts each domain’s posts, and reports a symbolic link in place of a domain folder', () => {
    const out = { log: jest.fn(), error: jest.fn() };
    expect(checkContent(dir, out)).toBe(0);
    expect(out.log.mock.calls.flat()).toEqual(['1 posts OK', 'blog.example.org: 2 posts OK']);

    const linked = tempContent([post(1, 'shared-post', '2025-01-01')]);
    symlinkSync(path.join(dir, 'blog.example.org'), path.join(linked, 'linked.example.org'));
    const linkedOut = { log: jest.fn(), error: jest.fn() };
    expect(checkContent(linked, linkedOut)).toBe(1);
    expect(linkedOut.error.mock.calls.flat().join('\n')).toContain('linked.example.org: folder: is a symbolic link, which is not followed');
  });
});

describe('whose post get_details reads', () => {
  it.each(['foo:bar', 'data:,x', 'file:///etc/passwd', 'null'])(
    'an Origin with no host (%s) falls back to the Host (security probe)',
    (origin) => {
      expect(detailDomain({ origin, host: 'www.blog.example.org:8080' })).toBe('blog.example.org');
    },
  );
});
