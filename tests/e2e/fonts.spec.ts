import { test, expect } from './support/fixtures';

const FACE = 'Tiro Devanagari Sanskrit';

/**
 * Debian's Chromium has no Devanagari font of its own: what shows here is the site's face or
 * nothing but boxes.
 */
test.describe('Devanagari', () => {
  test('/: the quote, the schools and the ॐ mark are drawn with the self-hosted face, not boxes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('तत् त्वम् असि')).toBeVisible();
    const report = await page.evaluate(async (face) => {
      await document.fonts.ready;
      const loaded = [...document.fonts].filter((font) => font.family.replace(/"/g, '') === face && font.status === 'loaded');
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      // With the face, each string takes its own width; without it, every glyph is the same box.
      const width = (text: string, family: string) => {
        context.font = `40px ${family}`;
        return context.measureText(text).width;
      };
      const strings = ['ॐ', 'तत् त्वम् असि', 'अद्वैत', 'विशिष्टाद्वैत'];
      return {
        loaded: loaded.length,
        differs: strings.map((text) => width(text, `"${face}", monospace`) !== width(text, 'monospace')),
        covered: strings.map((text) => document.fonts.check(`40px "${face}"`, text)),
        brandFont: getComputedStyle(document.querySelector('header a[href="/"] > span[aria-hidden="true"]') ?? document.body).fontFamily,
      };
    }, FACE);
    expect(report.loaded).toBeGreaterThan(0);
    expect(report.differs).toEqual([true, true, true, true]);
    expect(report.covered).toEqual([true, true, true, true]);
    expect(report.brandFont).toContain(FACE);
  });

  test('a page with no Devanagari but the mark fetches only the small cut', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/privacy');
    await page.evaluate(() => document.fonts.ready);
    const devanagari = fonts.filter((file) => file.includes('devanagari'));
    expect(devanagari.length).toBeLessThanOrEqual(1);
    for (const file of devanagari) expect(file).toMatch(/devanagari-site\.[0-9a-f]+\.woff2$/);
  });
});
