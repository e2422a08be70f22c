import { postPath, slugFromPath } from '@/lib/postPath';

describe('slugFromPath', () => {
  it.each([
    ['/blog/atman-and-brahman', 'atman-and-brahman'],
    ['/blog/atman-and-brahman/', 'atman-and-brahman'],
    ['/blog/caf%C3%A9', 'caf\u00e9'],
    ['/blog/cafe%CC%81', 'cafe\u0301'],
    ['/blog/%E6%97%A5%E6%9C%AC%E8%AA%9E', '日本語'],
    ['/blog/neti%2Fneti', 'neti/neti'],
    ['/blog/100%25-pure', '100%-pure'],
    ['/blog/already-%252F-encoded', 'already-%2F-encoded'],
    ['/blog/who-am-i%3F', 'who-am-i?'],
    ['/blog/c%23-and-f%23', 'c#-and-f#'],
  ])('%s → %s', (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });

  it.each(['/blog', '/blog/', '/blog/a/b', '/privacy', '/blog/%E0%A4%A'])('%s has no slug', (path) => {
    expect(slugFromPath(path)).toBeUndefined();
  });

  it('reads back every slug postPath writes', () => {
    for (const slug of ['café', 'a/b', '50%2F50', '?#&=', '🕉️', ' spaced ']) {
      expect(slugFromPath(postPath(slug))).toBe(slug);
    }
  });
});

describe('a slug with a lone surrogate (found by the fuzz suite)', () => {
  it('makes a URL with U+FFFD in its place instead of throwing', () => {
    expect(postPath('a\ud800b')).toBe('/blog/a%EF%BF%BDb');
    expect(postPath('\udc00')).toBe('/blog/%EF%BF%BD');
    expect(postPath('😀')).toBe('/blog/%F0%9F%98%80');
  });
});
