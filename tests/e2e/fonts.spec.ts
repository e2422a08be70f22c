import { test, expect } from './support/fixtures';
import { untilWebFontLoaded } from './support/fonts';

const FACE = 'Tiro Devanagari Sanskrit';

/**
 * Debian's Chromium has no Devanagari font of its own: what shows here is the site's face or
 * nothing but boxes.
 */
test.describe('Devanagari', () => {
  test('/: the quote and the schools are drawn with the self-hosted face, not boxes', async ({ page }) => {
    await page.goto('/');
    await page.getByText('तत्त्वमसि').scrollIntoViewIfNeeded();
    await expect(page.getByText('तत्त्वमसि')).toBeVisible();
    await untilWebFontLoaded(page, FACE);
    await expect.poll(() => page.evaluate((face) => document.fonts.check(`40px "${face}"`, 'तत्'), FACE)).toBe(true);
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
      const strings = ['तत्त्वमसि', 'अद्वैत', 'विशिष्टाद्वैत'];
      return {
        loaded: loaded.length,
        differs: strings.map((text) => width(text, `"${face}", monospace`) !== width(text, 'monospace')),
        covered: strings.map((text) => document.fonts.check(`40px "${face}"`, text)),
      };
    }, FACE);
    expect(report.loaded).toBeGreaterThan(0);
    expect(report.differs).toEqual([true, true, true]);
    expect(report.covered).toEqual([true, true, true]);
  });

  test('the ॐ mark is a drawn shape: it shows with no font at all, and a page without Devanagari text fetches no Devanagari face', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const outline = page.waitForResponse((response) => /\/assets\/media\/om-mark\.[0-9a-f]+\.svg$/.test(response.url()));
    await page.goto('/privacy');
    // The outline is a mask the style sheet fetches; the page's HTML and JS do not carry it.
    const mark = page.locator('header a[href="/"] span[aria-hidden="true"]').first();
    await expect(mark).toHaveCSS('mask-image', /om-mark\.[0-9a-f]+\.svg/);
    const response = await outline;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/<path transform="scale\(1 -1\)" d="M[\d.,-]+/);
    const box = await mark.boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    expect(box?.height).toBeGreaterThan(10);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.filter((file) => file.includes('lora')).length).toBe(1);
    expect(fonts.filter((file) => file.includes('devanagari'))).toEqual([]);
    expect(fonts.filter((file) => file.includes('latin-ext'))).toEqual([]);
  });
});

test.describe('IAST letters', () => {
  test('/: the note on transliteration draws Śaṅkara with the extended Latin face, fetched for that page only', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const note = page.getByText(/written Śaṅkara in the scholarly IAST system/);
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await expect.poll(() => fonts.filter((file) => file.includes('latin-ext')).length).toBe(1);
    await untilWebFontLoaded(page, 'Source Sans 3', 'U+1E00');
    expect(await page.evaluate(() => document.fonts.check('400 16px "Source Sans 3"', 'Śaṅkara'))).toBe(true);
  });
});

test.describe('Latin web fonts', () => {
  test('are fetched only after the first paint and the code that takes the page over, then drawn in place of the fallback faces without moving anything', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blog/the-bhagavad-gita');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 20px Lora') && document.fonts.check('400 16px "Source Sans 3"')))
      .toBe(true);
    // The three Latin faces arrived: a font's resource timing is listed only once it has (they are asked for together).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name)).length))
      .toBeGreaterThanOrEqual(3);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const fonts = resources.filter((entry) => /\.woff2$/.test(entry.name)).map((entry) => entry.startTime);
      // The entry and what its loader lists: what React takes the page over with.
      const listed = document.querySelector<HTMLElement>('script[data-preload]')?.dataset.preload?.split(' ') ?? [];
      const takeover = (entry: PerformanceResourceTiming) =>
        /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name) || listed.includes(new URL(entry.name).pathname);
      const code = resources.filter(takeover).map((entry) => entry.responseEnd);
      const expected = listed.length + 1;
      return { paint, fonts, code, expected, shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts };
    });
    expect(timing.fonts.length).toBeGreaterThanOrEqual(3);
    expect(timing.code).toHaveLength(timing.expected);
    // Fonts are fetched before scripts: asked for beside the code, they would take the phone's bandwidth from it.
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(Math.max(timing.paint, ...timing.code));
    expect(timing.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
    const heading = await page.locator('#post-title').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(heading).toMatch(/^Lora, "Lora Fallback"/);
  });
});
