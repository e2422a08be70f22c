import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_API_KEY } from '../../src/api/contract';
import { createContentApi, defaultApiKey, type ContentApi } from '../../server/api';
import { makeTempDir, placeholderSvg, removeDir, writeContent } from '../support/contentFolders';
import { asyncGrowthRatio, LINEAR } from '../support/growth';
import { BAD_PATH, BAD_QUERY, MAX_URL_LENGTH, URI_TOO_LONG } from '../../server/middleware';
import { API_KEY, apiWithPosts, AUTH, json, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

afterAll(removeTempFolders);

const METAINFO = '/functions/v1/get_metainfo';
const DETAILS = '/functions/v1/get_details';

const list = (api: ContentApi, query: string, headers: Record<string, string> = AUTH) => api.request(`${METAINFO}?${query}`, { headers });
const details = (api: ContentApi, query: string, headers: Record<string, string> = AUTH) => api.request(`${DETAILS}?${query}`, { headers });

async function expectError(response: Response | Promise<Response>, status: number, error?: string | RegExp) {
  const res = await response;
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await json(res)) as { error: unknown };
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  if (typeof error === 'string') expect(body.error).toBe(error);
  else if (error) expect(body.error).toMatch(error);
}

describe('bearer key', () => {
  const api = apiWithPosts(3);

  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { Authorization: 'Bearer wrong-key' }],
    ['the key without "Bearer"', { Authorization: API_KEY }],
    ['another scheme', { Authorization: `Basic ${API_KEY}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['"Bearer" alone', { Authorization: 'Bearer' }],
    ['"Bearer" glued to the key', { Authorization: `Bearer${API_KEY}` }],
    ['Basic with a made-up value', { Authorization: 'Basic x' }],
    ['a key with a suffix', { Authorization: `Bearer ${API_KEY}x` }],
    ['a key followed by more words', { Authorization: `Bearer ${API_KEY} extra` }],
    ['the key twice', { Authorization: `Bearer ${API_KEY}, Bearer ${API_KEY}` }],
    ['the key with a different case', { Authorization: `Bearer ${API_KEY.toUpperCase()}` }],
    ['a 10 KB key', { Authorization: `Bearer ${'k'.repeat(10_000)}` }],
    // RFC 9110 §11.4: the scheme and the credentials are separated by spaces (1*SP), which bearerAuth reads.
    ['a tab after "Bearer"', { Authorization: `Bearer\t${API_KEY}` }],
  ])('401 with %s, on both functions', async (_name, headers: Record<string, string>) => {
    await expectError(list(api, 'domain=localhost&page=1', headers), 401, 'Missing or invalid API key');
    await expectError(details(api, 'slug=post-1', headers), 401, 'Missing or invalid API key');
  });

  it('checks the key before the parameters', async () => {
    await expectError(list(api, 'page=abc', {}), 401);
  });

  // Auth schemes are case-insensitive (RFC 9110 §11.1); the key itself is compared exactly.
  it.each([`bearer ${API_KEY}`, `BEARER ${API_KEY}`, `Bearer  ${API_KEY}`, `Bearer ${API_KEY} `])(
    'accepts %j: any case of "Bearer", then spaces, then the key',
    async (authorization) => {
      expect((await list(api, 'domain=localhost&page=1', { Authorization: authorization })).status).toBe(200);
      expect((await details(api, 'slug=post-1', { Authorization: authorization })).status).toBe(200);
    },
  );

  it('says which scheme it wants', async () => {
    const response = await list(api, 'domain=localhost&page=1', { Authorization: 'Basic x' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it.each(['two words', 'quote"d', 'comma,key', ''])(
    'refuses to start with %j as its key, which no bearer header could carry',
    (apiKey) => {
      expect(() => createContentApi({ contentDir: tempContent([minimalPost()]), apiKey, logger: silentLogger() })).toThrow(/bearer token/);
    },
  );

  it('defaults to SITE_API_KEY, else local-anon-key', async () => {
    const saved = process.env.SITE_API_KEY;
    try {
      delete process.env.SITE_API_KEY;
      expect(defaultApiKey()).toBe(DEFAULT_API_KEY);
      expect(DEFAULT_API_KEY).toBe('local-anon-key');
      const defaultApi = createContentApi({ contentDir: tempContent([minimalPost()]), logger: silentLogger() });
      expect((await list(defaultApi, 'domain=localhost&page=1', { Authorization: 'Bearer local-anon-key' })).status).toBe(200);
      process.env.SITE_API_KEY = 'from-env';
      expect(defaultApiKey()).toBe('from-env');
    } finally {
      if (saved === undefined) delete process.env.SITE_API_KEY;
      else process.env.SITE_API_KEY = saved;
    }
  });
});

describe('get_metainfo', () => {
  const api = apiWithPosts(24, { withImages: false });

  it('400 without a domain, or with an empty or repeated one', async () => {
    await expectError(list(api, 'page=1'), 400, 'domain is required');
    await expectError(list(api, 'domain=&page=1'), 400, 'domain is required');
    await expectError(list(api, 'domain=%20&page=1'), 400, 'domain is required');
    await expectError(list(api, 'domain=a&domain=b&page=1'), 400, 'domain must be given only once');
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '', '+1', ' 1x', '0x10', '99999999999999999999'])('400 for page=%s', async (page) => {
    await expectError(list(api, `domain=localhost&page=${page}`), 400, /^page /);
  });

  it('400 for a repeated page', async () => {
    await expectError(list(api, 'domain=localhost&page=1&page=2'), 400, 'page must be given only once');
  });

  it('pages of 10, newest first, with the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (page) => (await json(await list(api, `domain=localhost&page=${page}`))) as { blogs: { slug: string }[]; total: number },
      ),
    );
    expect(pages.map((page) => page.total)).toEqual([24, 24, 24]);
    expect(pages.map((page) => page.blogs.length)).toEqual([10, 10, 4]);
    const slugs = pages.flatMap((page) => page.blogs.map((blog) => blog.slug));
    expect(slugs).toEqual(Array.from({ length: 24 }, (_, index) => `post-${24 - index}`));
  });

  it('list items carry exactly id, slug, metaTitle, metaDescription, the date and a reading time (no image key without an image)', async () => {
    const body = (await json(await list(api, 'domain=localhost&page=1'))) as { blogs: unknown[] };
    expect(body.blogs[0]).toEqual({
      id: 24,
      slug: 'post-24',
      metaTitle: 'Generated post 24',
      metaDescription: 'What generated post 24 is about.',
      date: '2024-06-10',
      readingMinutes: 1,
    });
  });

  it('a page past the end gives no blogs and the real total', async () => {
    expect(await json(await list(api, 'domain=localhost&page=4'))).toEqual({ blogs: [], total: 24 });
    expect(await json(await list(api, 'domain=localhost&page=9007199254740991'))).toEqual({ blogs: [], total: 24 });
  });

  it('serves every post for every domain, and page 1 when page is absent', async () => {
    const a = await json(await list(api, 'domain=example.org&page=2'));
    const b = await json(await list(api, 'domain=localhost&page=2'));
    expect(a).toEqual(b);
    expect(await json(await list(api, 'domain=localhost'))).toEqual(await json(await list(api, 'domain=localhost&page=1')));
  });

  it('an empty site gives { blogs: [], total: 0 }', async () => {
    const empty = createContentApi({ contentDir: tempContent([]), apiKey: API_KEY, logger: silentLogger() });
    expect(await json(await list(empty, 'domain=localhost&page=1'))).toEqual({ blogs: [], total: 0 });
  });
});

describe('image links', () => {
  const dir = tempContent(
    [
      minimalPost({ id: 1, slug: 'local-image', date: '2025-01-02', pinterestImageLink: 'media/local.svg' }),
      minimalPost({ id: 2, slug: 'remote-image', date: '2025-01-01', pinterestImageLink: 'https://images.example/remote.png' }),
    ],
    { 'local.svg': placeholderSvg('Local') },
  );
  const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger() });

  it('relative media links become root-relative links of the media route; absolute ones are kept', async () => {
    const response = await api.request(`http://127.0.0.1:8123${METAINFO}?domain=localhost&page=1`, { headers: AUTH });
    const body = (await json(response)) as { blogs: { pinterestImageLink?: string }[] };
    expect(body.blogs.map((blog) => blog.pinterestImageLink)).toEqual([
      '/functions/v1/media/local.svg',
      'https://images.example/remote.png',
    ]);
  });

  it('never copies the Host header a client sent into a link', async () => {
    const headers = { ...AUTH, Host: 'evil.example' };
    const list = (await json(await api.request(`${METAINFO}?domain=localhost&page=1`, { headers }))) as {
      blogs: { pinterestImageLink?: string }[];
    };
    const detail = (await json(await api.request(`${DETAILS}?slug=local-image`, { headers }))) as { pinterestImageLink?: string };
    expect(JSON.stringify([list, detail])).not.toContain('evil.example');
    expect(detail.pinterestImageLink).toBe('/functions/v1/media/local.svg');
  });

  it('puts media links on the configured public origin, whatever the request says', async () => {
    const onSite = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger(), publicOrigin: 'https://vedanta.example/' });
    const detail = (await json(await onSite.request(`http://evil.example${DETAILS}?slug=local-image`, { headers: AUTH }))) as {
      pinterestImageLink?: string;
    };
    expect(detail.pinterestImageLink).toBe('https://vedanta.example/functions/v1/media/local.svg');
  });

  it('the link serves the image', async () => {
    const detail = (await json(await details(api, 'slug=local-image'))) as { pinterestImageLink: string };
    const image = await api.request(detail.pinterestImageLink);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
  });
});

describe('get_details', () => {
  const dir = tempContent(
    [
      minimalPost({
        id: 3,
        slug: 'the-bhagavad-gita',
        metaTitle: 'The Bhagavad Gita',
        metaDescription: 'An introduction.',
        date: '2025-01-27',
        blog: '## The setting\n\nArjuna sits down in the chariot.',
        pinterestImageLink: 'media/gita.svg',
        youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
        shortTailKeywords: 'gita, krishna',
        longTailKeywords: 'bhagavad gita summary',
      }),
      minimalPost({ id: 11, slug: 'atman-and-brahman' }),
    ],
    { 'gita.svg': placeholderSvg('Gita') },
  );
  const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger() });

  it('a post with every optional field', async () => {
    const response = await details(api, 'slug=the-bhagavad-gita');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: 3,
      slug: 'the-bhagavad-gita',
      metaTitle: 'The Bhagavad Gita',
      metaDescription: 'An introduction.',
      date: '2025-01-27',
      blog: '## The setting\n\nArjuna sits down in the chariot.',
      pinterestImageLink: '/functions/v1/media/gita.svg',
      youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
      shortTailKeywords: 'gita, krishna',
      longTailKeywords: 'bhagavad gita summary',
    });
  });

  it('a post with only the required fields has no optional keys at all', async () => {
    expect(await json(await details(api, 'slug=atman-and-brahman'))).toEqual({
      id: 11,
      slug: 'atman-and-brahman',
      metaTitle: 'Atman and Brahman',
      metaDescription: 'The Self and the Absolute.',
      date: '2025-08-25',
      blog: '# Atman\n\nBody text.',
    });
  });

  it('400 without a slug, or with an empty or repeated one', async () => {
    await expectError(api.request(DETAILS, { headers: AUTH }), 400, 'slug is required');
    await expectError(details(api, 'slug='), 400, 'slug is required');
    await expectError(details(api, 'slug=atman-and-brahman&slug=the-bhagavad-gita'), 400, 'slug must be given only once');
  });

  it.each([
    'no-such-post',
    '..%2F..%2Fpackage',
    '../../package.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    'posts%2Fatman-and-brahman',
    '%252e%252e%252fpackage.json',
    '..%5c..%5cpackage.json',
    '..\\..\\package.json',
    '%2fetc%2fpasswd',
    'atman-and-brahman.md',
    'ATMAN-AND-BRAHMAN',
    '%C3%A1tman',
    '__proto__',
    'constructor',
    '%00',
    'a'.repeat(400),
  ])('404 for slug=%s', async (slug) => {
    await expectError(details(api, `slug=${slug}`), 404, 'Blog post not found');
  });

  it('400 for a slug longer than any post may have (the security probe’s memory flood)', async () => {
    await expectError(details(api, `slug=${'a'.repeat(5000)}`), 400, 'slug must be at most 400 characters');
  });
});

describe('methods, unknown paths and CORS', () => {
  const api = apiWithPosts(2);

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s → 405 with Allow: GET, HEAD, OPTIONS', async (method) => {
    for (const path of [`${METAINFO}?domain=localhost&page=1`, `${DETAILS}?slug=post-1`, '/functions/v1/media/post-1.svg']) {
      const response = await api.request(path, { method, headers: AUTH });
      await expectError(response, 405, 'Method not allowed: use GET');
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('HEAD is answered like GET, without a body', async () => {
    const response = await api.request(`${METAINFO}?domain=localhost&page=1`, { method: 'HEAD', headers: AUTH });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('OPTIONS preflight → 204 with CORS headers, no key needed', async () => {
    const response = await api.request(`${METAINFO}?domain=localhost&page=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,OPTIONS');
  });

  it('CORS header on successes and errors alike', async () => {
    const responses = await Promise.all([
      list(api, 'domain=localhost&page=1'),
      list(api, 'domain=localhost&page=1', {}),
      list(api, 'domain=localhost&page=x'),
      details(api, 'slug=nope'),
      api.request('/functions/v1/nope'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 401, 400, 404, 404]);
    for (const response of responses) expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('unknown paths under /functions/v1 → 404 JSON', async () => {
    for (const path of [
      '/functions/v1',
      '/functions/v1/',
      '/functions/v1/get_metainfo/extra',
      '/functions/v1/GET_METAINFO',
      '/functions/v2/get_metainfo',
      '/other',
    ]) {
      await expectError(api.request(path, { headers: AUTH }), 404, 'Not found');
    }
    await expectError(api.request('/functions/v1/nope', { method: 'POST', headers: AUTH }), 404, 'Not found');
  });

  it('compresses large JSON when the client accepts gzip', async () => {
    const big = apiWithPosts(10);
    const response = await big.request(`${METAINFO}?domain=localhost&page=1`, { headers: { ...AUTH, 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('robustness', () => {
  const logger = silentLogger();
  const dir = tempContent([minimalPost()]);
  const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger });

  it('never answers 5xx or non-JSON to odd requests', async () => {
    const paths = [
      `${METAINFO}?domain=${'x'.repeat(100_000)}&page=1`,
      `${METAINFO}?${'&'.repeat(5000)}domain=a&page=1`,
      `${METAINFO}?domain=%ff&page=%ff`,
      `${METAINFO}?domain=%&page=%%`,
      `${METAINFO}?domain[]=a&page[]=1`,
      `${METAINFO}?domain=a&page=1#fragment`,
      `${DETAILS}?slug=%E0%A4%A`,
      `${DETAILS}?slug=${'%ff'.repeat(3000)}`,
      '/functions/v1/%ff',
      '/functions/v1/get_metainfo%00',
      '/functions/v1/media/%ff',
      '/functions/v1/media/',
    ];
    for (const path of paths) {
      const response = await api.request(path, { headers: AUTH });
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      await json(response);
    }
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('an unexpected error becomes a logged 500 JSON response', async () => {
    const failing = createContentApi({ contentDir: dir, apiKey: API_KEY, logger });
    failing.get('/functions/v1/boom', () => {
      throw new Error('kaboom');
    });
    const response = await failing.request('/functions/v1/boom');
    await expectError(response, 500, 'Internal server error');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('/functions/v1/boom'), expect.any(Error));
  });
});

describe('abuse: malformed and oversized requests', () => {
  const logger = silentLogger();
  const api = createContentApi({ contentDir: tempContent([minimalPost()]), apiKey: API_KEY, logger });
  afterAll(() => expect(logger.error).not.toHaveBeenCalled());

  it.each([
    ['%ff', 'a lone byte that is not UTF-8'],
    ['%c3%28', 'a broken two-byte sequence'],
    ['%e0%a4%a', 'a truncated escape'],
    ['%', 'a bare percent sign'],
    ['%zz', 'an escape that is not hex'],
    ['%ed%a0%80', 'a UTF-16 surrogate'],
  ])('400 JSON for %s (%s) in any query parameter of either function', async (bytes) => {
    for (const query of [`domain=${bytes}&page=1`, `domain=localhost&page=${bytes}`, `domain=localhost&page=1&other=${bytes}`]) {
      await expectError(list(api, query), 400, BAD_QUERY);
    }
    await expectError(details(api, `slug=${bytes}`), 400, BAD_QUERY);
    await expectError(details(api, `slug=atman-and-brahman&x${bytes}=1`), 400, BAD_QUERY);
  });

  it('still reads valid UTF-8 and + for a space', async () => {
    await expectError(details(api, 'slug=%E0%A4%AC%E0%A5%8D%E0%A4%B0%E0%A4%B9%E0%A5%8D%E0%A4%AE'), 404, 'Blog post not found');
    await expectError(details(api, 'slug=atman+and+brahman'), 404, 'Blog post not found');
    expect((await details(api, 'slug=atman-and-brahman&utm=caf%C3%A9')).status).toBe(200);
  });

  it.each(['%ff', '%c3%28', '%', 'get_details%00', 'media/%ff.svg', 'media/%c3%28.svg'])('400 JSON for %s in the path', async (segment) => {
    await expectError(api.request(`/functions/v1/${segment}`, { headers: AUTH }), 400, BAD_PATH);
  });

  it.each([
    ['a 100 KB query', `${METAINFO}?domain=localhost&page=1&q=${'x'.repeat(100_000)}`],
    ['a 100 KB slug', `${DETAILS}?slug=${'a'.repeat(100_000)}`],
    ['a query just over the limit', `${DETAILS}?slug=${'a'.repeat(MAX_URL_LENGTH)}`],
    ['a 100 KB path', `/functions/v1/${'a'.repeat(100_000)}`],
  ])('414 JSON for %s, before the key is checked', async (_name, url) => {
    await expectError(api.request(url), 414, URI_TOO_LONG);
  });

  it.each([
    ['query', (length: number) => `${METAINFO}?domain=localhost&page=1&q=${'x'.repeat(length)}`],
    ['slug', (length: number) => `${DETAILS}?slug=${'a'.repeat(length)}`],
    ['path', (length: number) => `/functions/v1/${'a'.repeat(length)}`],
  ])('refuses a long %s in time in proportion to it (a megabyte against 100 KB)', async (_name, url) => {
    expect(await asyncGrowthRatio(url, (target) => api.request(target), 1_000_000, 10)).toBeLessThan(LINEAR);
  });

  it('a URL at the limit is still served', async () => {
    const padding = 'a'.repeat(MAX_URL_LENGTH - `${DETAILS}?slug=atman-and-brahman&pad=`.length);
    expect((await details(api, `slug=atman-and-brahman&pad=${padding}`)).status).toBe(200);
  });

  it.each([
    [METAINFO, 'page=1&page=2&domain=localhost', 'page must be given only once'],
    [METAINFO, 'page=1&page=1&domain=localhost', 'page must be given only once'],
    [METAINFO, 'domain=a&domain=a&page=1', 'domain must be given only once'],
    [METAINFO, 'domain=localhost&page=1&page=', 'page must be given only once'],
    [DETAILS, 'slug=atman-and-brahman&slug=atman-and-brahman', 'slug must be given only once'],
    [DETAILS, 'slug=atman-and-brahman&'.repeat(200), 'slug must be given only once'],
  ])('400 for repeated parameters: %s?%s', async (path, query, error) => {
    await expectError(api.request(`${path}?${query}`, { headers: AUTH }), 400, error);
  });

  it.each([METAINFO + '?domain=localhost&page=1', DETAILS + '?slug=atman-and-brahman'])(
    'HEAD %s: 200, the GET headers, no body',
    async (url) => {
      const head = await api.request(url, { method: 'HEAD', headers: AUTH });
      const get = await api.request(url, { headers: AUTH });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
    },
  );

  it('HEAD without the key is a 401 without a body', async () => {
    const head = await api.request(`${DETAILS}?slug=atman-and-brahman`, { method: 'HEAD' });
    expect(head.status).toBe(401);
    expect(await head.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s with a body and no key is still a 405, not a 401', async (method) => {
    const response = await api.request(`${DETAILS}?slug=atman-and-brahman`, {
      method,
      body: '{"slug":"x"}',
      headers: { 'Content-Type': 'application/json' },
    });
    await expectError(response, 405, 'Method not allowed: use GET');
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('image links with a configured public origin', () => {
  it('are built from SITE_URL, not from the Host header a request claims', async () => {
    const dir = writeContent(
      makeTempDir(),
      [
        {
          id: 1,
          slug: 'pictured',
          metaTitle: 'Pictured',
          metaDescription: 'd',
          date: '2025-01-01',
          blog: 'b',
          pinterestImageLink: 'media/p.svg',
        },
      ],
      { 'p.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    );
    const app = createContentApi({ contentDir: dir, apiKey: 'k', publicOrigin: 'https://vedanta.example/', logger: silentLogger() });
    const response = await app.request('http://evil.example/functions/v1/get_details?slug=pictured', {
      headers: { Authorization: 'Bearer k' },
    });
    expect(((await response.json()) as { pinterestImageLink: string }).pinterestImageLink).toBe(
      'https://vedanta.example/functions/v1/media/p.svg',
    );
    removeDir(dir);
  });
});

describe('answers served from memory, with a strong ETag per representation', () => {
  const api = apiWithPosts(25);
  const long = createContentApi({
    contentDir: tempContent([minimalPost({ blog: 'A sentence of the post. '.repeat(100) })]),
    apiKey: API_KEY,
    logger: silentLogger(),
  });
  const cases: Array<[string, string, (headers?: Record<string, string>) => Response | Promise<Response>]> = [
    ['a list page', 'Accept-Encoding', (headers = AUTH) => list(api, 'domain=localhost&page=2', headers)],
    // get_details reads its site from Origin: a shared cache must keep one answer per origin.
    ['a post', 'Accept-Encoding, Origin', (headers = AUTH) => details(long, 'slug=atman-and-brahman', headers)],
  ];

  it.each(cases)('%s: the same ETag each time, and 304 with no body when the client has it', async (_name, vary, send) => {
    const first = await send();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{24}"$/);
    // Browsers revalidate every time (security probe 2, L3: a post deleted or edited within 45 s was drawn from the
    // browser's cache); the CDN's rule is in its own headers.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('cdn-cache-control')).toBe('public, max-age=10, stale-while-revalidate=45, stale-if-error=86400');
    expect(first.headers.get('surrogate-control')).toBe('max-age=10, stale-while-revalidate=45, stale-if-error=86400');
    expect(first.headers.get('vary')).toBe(vary);
    expect((await send()).headers.get('etag')).toBe(etag);
    for (const ifNoneMatch of [etag!, `W/${etag!}`, `"other", ${etag!}`, '*']) {
      const again = await send({ ...AUTH, 'If-None-Match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      for (const header of ['cache-control', 'cdn-cache-control', 'surrogate-control'])
        expect(again.headers.get(header)).toBe(first.headers.get(header));
      expect(again.headers.get('vary')).toBe(vary);
      expect(await again.text()).toBe('');
    }
    expect((await send({ ...AUTH, 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it.each(cases)('%s: the same JSON in every coding the client accepts, each with its own ETag', async (_name, vary, send) => {
    const plain = await send({ ...AUTH, 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainTag = plain.headers.get('etag')!;
    const text = await plain.text();
    expect(JSON.parse(text)).toEqual(expect.any(Object));
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [header, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['deflate', null],
    ] as const) {
      const response = await send({ ...AUTH, 'Accept-Encoding': header });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toBe(vary);
      const etag = response.headers.get('etag');
      expect(etag).toBe(coding ? `${plainTag.slice(0, -1)}-${coding}"` : plainTag);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((coding ? decode[coding](bytes) : bytes).toString('utf8')).toBe(text);
      // A validator names one representation: the plain one's is no 304 for a brotli body, nor the reverse.
      expect((await send({ ...AUTH, 'Accept-Encoding': header, 'If-None-Match': etag! })).status).toBe(304);
      if (coding) expect((await send({ ...AUTH, 'Accept-Encoding': header, 'If-None-Match': plainTag })).status).toBe(200);
    }
  });

  it('sends a body under 1 KB as it is, whatever the client accepts', async () => {
    const small = await details(api, 'slug=post-3', { ...AUTH, 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBeLessThan(1024);
    expect(small.headers.get('etag')).toMatch(/^"/);
  });

  it('gives new answers and new ETags once the content changes', async () => {
    const dir = tempContent([minimalPost({ metaTitle: 'Before' })]);
    const changing = createContentApi({ contentDir: dir, apiKey: API_KEY, logger: silentLogger() });
    const before = await details(changing, 'slug=atman-and-brahman');
    changing.reload(tempContent([minimalPost({ metaTitle: 'After' })]));
    const after = await details(changing, 'slug=atman-and-brahman', { ...AUTH, 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(((await json(after)) as { metaTitle: string }).metaTitle).toBe('After');
  });

  it('answers every page past the end alike, without keeping one answer per page number', async () => {
    const far = await list(api, 'domain=localhost&page=999999');
    const next = await list(api, 'domain=localhost&page=4');
    expect(await json(far)).toEqual({ blogs: [], total: 25 });
    expect(far.headers.get('etag')).toBe(next.headers.get('etag'));
  });
});
