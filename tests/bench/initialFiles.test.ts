import { initialFilesOf } from '../../bench/initialFiles';

const ENTRY = ['assets/css/main.0123456789.css', 'assets/js/main.0123456789.js'];

const page = [
  '<!doctype html><html><head>',
  '<style>body{margin:0}</style>',
  '<link rel=preload as=image href=/media/hero.webp>',
  '<link rel="stylesheet" href="/assets/css/print.0123456789.css">',
  '<link rel="modulepreload" href="/assets/js/module.0123456789.js">',
  // The boot script names a file only a reader who chose another script asks for.
  '<script>if(chosen){s.src="/assets/js/transliteration.0123456789.js"}</script>',
  '<style>main{display:block}</style>',
  '</head><body><main>Text</main>',
  '<script data-preload="/assets/js/app.0123456789.js /assets/js/page-landing.0123456789.js">load(["/assets/js/main.0123456789.js"])</script>',
  '<script defer src="/assets/js/legacy.0123456789.js"></script>',
  '</body></html>',
].join('');

describe("a page's initial files, as the build lists them", () => {
  const files = initialFilesOf(page, ENTRY);

  it('are the entry, the loader’s lists, scripts with a source and module preloads, each once', () => {
    expect(files.js).toEqual([
      'assets/js/main.0123456789.js',
      'assets/js/app.0123456789.js',
      'assets/js/page-landing.0123456789.js',
      'assets/js/legacy.0123456789.js',
      'assets/js/module.0123456789.js',
    ]);
  });

  it('leave out what a script names for later, and what is not JS', () => {
    expect(files.js.join(' ')).not.toMatch(/transliteration|hero|\.css/);
  });

  it('take the stylesheets linked and those inline, not the entry’s stylesheet that the build inlined', () => {
    expect(files.css).toEqual(['assets/css/print.0123456789.css']);
    expect(files.inlineCss).toBe('body{margin:0}\nmain{display:block}');
  });
});
