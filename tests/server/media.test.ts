import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi, MEDIA_CACHE_CONTROL } from '../../server/api';
import { placeholderSvg } from '../../server/content/seed';
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
    'wheel.svg%00.txt',
    'WHEEL.SVG',
    '%ff.svg',
  ])('404 JSON for %s', async (file) => {
    const response = await api.request(`/functions/v1/media/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('secret');
  });

  it('404 for a subfolder path', async () => {
    expect((await api.request('/functions/v1/media/posts/atman-and-brahman.md')).status).toBe(404);
  });
});
