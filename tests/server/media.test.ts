import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi, MEDIA_CACHE_CONTROL } from '../../server/api';
import { placeholderSvg } from '../support/contentFolders';
import { minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

afterAll(removeTempFolders);

const svg = placeholderSvg('Chariot wheel');
const dir = tempContent([minimalPost({ pinterestImageLink: 'media/wheel.svg' })], {
  'wheel.svg': svg,
  'photo.webp': 'RIFF....WEBP',
  'photo.png': '\x89PNG',
  'photo.jpg': '\xff\xd8\xff',
});
// Files next to media/ that must never be reachable through it.
writeFileSync(path.join(dir, 'secret.txt'), 'secret');
writeFileSync(path.join(dir, 'media', 'notes.txt'), 'not an image');
const api = createContentApi({ contentDir: dir, apiKey: 'key', logger: silentLogger() });

describe('GET /functions/v1/media/<file>', () => {
  it('serves an image without the bearer key, with a long cache header and its type', async () => {
    const response = await api.request('/functions/v1/media/wheel.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(svg);
  });

  it.each([
    ['photo.webp', 'image/webp'],
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
  ])('serves %s as %s', async (file, type) => {
    const response = await api.request(`/functions/v1/media/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it.each([
    'missing.svg',
    'notes.txt',
    '..%2Fsecret.txt',
    '..%2fposts%2fatman-and-brahman.md',
    '%2e%2e%2fsecret.txt',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5csecret.txt',
    '....%2f%2fsecret.txt',
    '../secret.txt',
    '../../package.json',
    '%252e%252e%252fsecret.txt',
    '%252e%252e%255csecret.txt',
    '..%255c..%255csecret.txt',
    '%2e%2e%5c%2e%2e%5csecret.txt',
    'WHEEL.SVG',
    'wheel.svg%20',
    'wheel.svg.',
  ])('404 JSON for %s', async (file) => {
    const response = await api.request(`/functions/v1/media/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('secret');
  });

  it.each(['wheel.svg%00.txt', '%ff.svg', '%c3%28.svg', '%.svg', '..%c0%afsecret.txt'])(
    '400 JSON for %s: not a valid UTF-8 path',
    async (file) => {
      const response = await api.request(`/functions/v1/media/${file}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('HEAD: 200 with the type and length, no body', async () => {
    const response = await api.request('/functions/v1/media/wheel.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(svg)));
    expect(await response.text()).toBe('');
  });

  // serveStatic answered these with a 500 (start past end) or the wrong bytes (suffix ranges).
  it.each(['bytes=5-1', 'bytes=999999-', 'bytes=-5', 'bytes=abc', 'bytes=0-1,5-9', 'items=0-1'])(
    'ignores Range: %s, and sends the whole image',
    async (range) => {
      const response = await api.request('/functions/v1/media/wheel.svg', { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect(await response.text()).toBe(svg);
    },
  );

  it('404 for a subfolder path', async () => {
    expect((await api.request('/functions/v1/media/posts/atman-and-brahman.md')).status).toBe(404);
  });
});
