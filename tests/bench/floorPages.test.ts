import { floorHtml, floorPath } from '../../bench/floorPages';

const page = [
  '<!doctype html><html><head>',
  '<style>@font-face{font-family:Body;src:url(/fonts/body.woff2)}body{margin:0}</style>',
  '<link rel="stylesheet" href="/assets/css/page.css">',
  '<link rel="preload" as="font" href="/fonts/body.woff2" crossorigin>',
  '<link rel="modulepreload" href="/assets/js/page.js">',
  '<link rel="preload" as="image" href="/media/hero.svg">',
  '<link rel="icon" href="/favicon.svg">',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '</head><body><main><img src="/media/hero.svg" alt=""><p>Text</p></main>',
  '<script type="application/json" id="state">{"answers":[]}</script>',
  '</body></html>',
].join('');

describe('a page’s floor', () => {
  const floor = floorHtml(page);

  it('keeps the document’s own layout and content, and the image it preloads', () => {
    expect(floor).toContain('<style>body{margin:0}</style>');
    expect(floor).toContain('<link rel="preload" as="image" href="/media/hero.svg">');
    expect(floor).toContain('<link rel="icon" href="/favicon.svg">');
    expect(floor).toContain('<main><img src="/media/hero.svg" alt=""><p>Text</p></main>');
  });

  it('loads and runs nothing else: no scripts, stylesheets, fonts or module preloads', () => {
    expect(floor).not.toMatch(/<script|@font-face|stylesheet|as="font"|modulepreload/);
  });
});

describe('where a floor is served', () => {
  it('beside the pages, under one folder of its own', () => {
    expect(['/', '/blog', '/blog/the-bhagavad-gita'].map(floorPath)).toEqual([
      '/bench-floor/home',
      '/bench-floor/blog',
      '/bench-floor/blog/the-bhagavad-gita',
    ]);
  });
});
