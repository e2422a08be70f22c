import type { Page } from '@playwright/test';
import { throttleLikeAPhone } from '../../scripts/phoneProfile';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

const POST = '/blog/the-bhagavad-gita';
const NEXT_POST = '/blog/atman-and-brahman';
const DEVANAGARI = /\p{Script=Devanagari}/u;

const SCRIPTS = {
  telugu: { lang: 'sa-Telu', letters: /\p{Script=Telugu}/u, verse: 'న జాయతే మ్రియతే వా కదాచిన్' },
  tamil: { lang: 'sa-Taml', letters: /\p{Script=Tamil}/u, verse: 'ந ஜாயதே ம்ரியதே வா கதா³சின்' },
} as const;

const scriptControl = (page: Page) => page.getByRole('combobox', { name: 'Script', exact: true });

/**
 * The text of every piece of Sanskrit on the page that is not IAST, with its lang: but the script keys under the
 * control, each in the letters of its own script.
 */
const sanskritOnPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[lang^="sa"]:not([lang="sa-Latn"])')]
      .filter((element) => !element.closest('[data-script-key]'))
      .map((element) => ({
        lang: element.getAttribute('lang') ?? '',
        text: element.textContent,
      })),
  );

/**
 * Records, from before the page's first byte, every frame (a frame callback runs just before its paint): how many show
 * Devanagari in the body, and how often a piece of Sanskrit already painted changed its size in a later frame.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { devanagariFrames: 0, frames: 0, resized: [] as string[] };
    (window as unknown as { __frames: typeof record }).__frames = record;
    const sizes = new WeakMap<Element, string>();
    const frame = () => {
      record.frames += 1;
      // Null until the parser reaches <body>, whatever the DOM's types say.
      const body = document.body as HTMLElement | null;
      if (body && /\p{Script=Devanagari}/u.test(body.innerText)) record.devanagariFrames += 1;
      for (const element of document.querySelectorAll('[lang^="sa"]:not([lang="sa-Latn"])')) {
        const { width, height } = element.getBoundingClientRect();
        if (width === 0 && height === 0) continue;
        const size = `${Math.round(width)}x${Math.round(height)}`;
        const before = sizes.get(element);
        if (before !== undefined && before !== size) record.resized.push(`${element.textContent.slice(0, 20)}: ${before} → ${size}`);
        sizes.set(element, size);
      }
      if (record.frames < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { devanagariFrames: number; frames: number; resized: string[] } }).__frames);

for (const [script, expected] of Object.entries(SCRIPTS)) {
  test(
    `choosing ${script} rewrites every piece of Sanskrit on a post, the glossary and the landing page, and keeps the IAST`,
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto(POST);
      await expect(page.getByText('न जायते म्रियते वा कदाचिन्', { exact: false }).first()).toBeVisible();
      await scriptControl(page).selectOption(script);
      await expect(page.getByText(expected.verse, { exact: false }).first()).toBeVisible();
      const onPost = await sanskritOnPage(page);
      expect(onPost.length).toBeGreaterThan(10);
      expect(onPost.filter((piece) => piece.lang !== expected.lang || DEVANAGARI.test(piece.text))).toEqual([]);
      await expect(page.getByText('na jāyate mriyate vā kadācin nāyaṃ bhūtvā bhavitā vā na bhūyaḥ').first()).toBeVisible();
      await expectNoAxeViolations(page, `a post in ${script}`);

      for (const path of ['/glossary', '/']) {
        await page.goto(path);
        await expect.poll(async () => (await sanskritOnPage(page)).length).toBeGreaterThan(0);
        const pieces = await sanskritOnPage(page);
        expect(
          pieces.filter((piece) => piece.lang !== expected.lang || DEVANAGARI.test(piece.text) || !expected.letters.test(piece.text)),
        ).toEqual([]);
      }
      await page.goto('/glossary');
      await expect(scriptControl(page)).toHaveValue(script);
    },
  );

  test(
    `${script} holds on the next page on a throttled phone: no frame of Devanagari, no piece of Sanskrit resized`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(POST);
      await scriptControl(page).selectOption(script);
      await expect(page.getByText(expected.verse, { exact: false }).first()).toBeVisible();
      await watchFrames(page);
      await throttleLikeAPhone(page);
      await page.goto(NEXT_POST);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const pieces = await sanskritOnPage(page);
      expect(pieces.length).toBeGreaterThan(0);
      expect(pieces.filter((piece) => piece.lang !== expected.lang || DEVANAGARI.test(piece.text))).toEqual([]);
      const seen = await frames(page);
      expect(seen.frames).toBeGreaterThan(0);
      expect(seen.devanagariFrames).toBe(0);
      // Painted in its script from the first frame, so no piece of it is rewritten, or resized, after.
      expect(seen.resized).toEqual([]);
    },
  );
}

test(
  'a reader who keeps Devanagari never loads the transliteration nor a stored choice’s code, and the script control’s only where it is offered, after React has taken over',
  { tag: '@any-width' },
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/transliteration|\/(sanskrit-script|script-choice)\./.test(request.url())) asked.push(request.url());
    });
    for (const path of ['/', '/blog']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    }
    expect(asked).toEqual([]);

    // The control's code is held until React has taken over (were the takeover to wait for it, it would never come),
    // and a while more, as the page's answers come in and re-render it.
    let held = 0;
    await page.route(/\/assets\/js\/script-choice\.[0-9a-f]+\.js$/, async (route) => {
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      held += 1;
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { paintedControl: Element | null }).paintedControl = document.querySelector('select');
      });
    });
    for (const path of [POST, '/glossary']) {
      await page.goto(path);
      // Not among the scripts the page takes over with: its initial JS is a Devanagari reader's.
      expect(await page.locator('script[data-preload]').getAttribute('data-preload')).not.toMatch(
        /script-choice|sanskrit-script|transliteration/,
      );
      await expect(scriptControl(page)).toBeEnabled();
      await expect(scriptControl(page)).toHaveValue('devanagari');
      // The painted control itself, hydrated: never dropped for a placeholder while its code was on its way.
      const painted = await page.evaluate(
        () => document.querySelector('select') === (window as unknown as { paintedControl: Element | null }).paintedControl,
      );
      expect(painted, `${path}: the control hydrated is the one painted`).toBe(true);
    }
    expect(held).toBeGreaterThan(0);
    expect(asked.filter((url) => !url.includes('/script-choice.'))).toEqual([]);
  },
);

test('the chosen script’s key shows under the control: Tamil’s marks, Gurmukhi’s ਸ਼, none for Telugu, from the first paint', async ({
  page,
}) => {
  const tamilKey = page.getByText(/^How Tamil writes Sanskrit:/);
  const gurmukhiKey = page.getByText(/^How Gurmukhi writes Sanskrit:/);
  await page.goto(POST);
  await expect(tamilKey).toBeHidden();
  await scriptControl(page).selectOption('tamil');
  await expect(tamilKey).toBeVisible();
  await expect(tamilKey).toContainText('kha, ga, gha (² aspirated, ³ voiced, ⁴ both');
  // Each group of letters is read together, on one line, at every width.
  const linesOfEachGroup = await tamilKey.locator('[lang]').evaluateAll((groups) => groups.map((group) => group.getClientRects().length));
  expect(linesOfEachGroup).toEqual([1, 1, 1, 1]);
  await expect(gurmukhiKey).toBeHidden();

  // A stored choice: painted with its key, while the control's code is still on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/script-choice\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(scriptControl(page)).toBeDisabled();
  await expect(tamilKey).toBeVisible();
  release();
  await expect(scriptControl(page)).toBeEnabled();

  await scriptControl(page).selectOption('gurmukhi');
  await expect(gurmukhiKey).toBeVisible();
  await expect(tamilKey).toBeHidden();
  await scriptControl(page).selectOption('telugu');
  await expect(page.getByText(/writes Sanskrit:/)).toHaveCount(2);
  await expect(tamilKey).toBeHidden();
  await expect(gurmukhiKey).toBeHidden();
});

test(
  'a gloss keeps room for its meanings on a phone in the widest scripts: each within the screen, and 80 px wide or more',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(POST);
    for (const script of ['tamil', 'malayalam', 'gurmukhi']) {
      await scriptControl(page).selectOption(script);
      await expect(page.locator('figure#bg-2-47 p[data-beside-iast]').first()).not.toHaveText(DEVANAGARI);
      const gloss = page.locator('figure#bg-2-47 + details').first();
      await gloss.evaluate((details: HTMLDetailsElement) => {
        details.open = true;
      });
      const meanings = await gloss.locator('dd').evaluateAll((cells) =>
        cells.map((cell) => {
          const { left, right, width } = cell.getBoundingClientRect();
          return { text: cell.textContent, left, right, width, fits: cell.scrollWidth <= cell.clientWidth };
        }),
      );
      const viewport = page.viewportSize()?.width ?? 0;
      expect(meanings.length).toBeGreaterThan(10);
      expect(
        meanings.filter(({ right, width, fits }) => right > viewport || width < 80 || !fits),
        script,
      ).toEqual([]);
    }
  },
);

test('when the script control’s code cannot load, the page works on in Devanagari', { tag: '@any-width' }, async ({ page, guard }) => {
  const CHUNK = /\/assets\/js\/script-choice\.[0-9a-f]+\.js$/;
  await page.route(CHUNK, (route) => route.abort('failed'));
  guard.allowFailedRequests(CHUNK);
  guard.allowConsoleError(/ChunkLoadError|Loading chunk|script-choice/);

  // Painted: the control stays as painted, disabled, as with scripts off.
  const failed = page.waitForRequest(CHUNK);
  await page.goto(POST);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await failed;
  await expect(scriptControl(page)).toBeDisabled();
  await expect(scriptControl(page)).toHaveValue('devanagari');

  // Drawn in the browser: the page is there without the control.
  await page.getByRole('link', { name: /Previous on the path/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Atman and Brahman/ })).toBeVisible();
  await expect(page.locator('figure[id] p[lang="sa"]').first()).toHaveText(DEVANAGARI);
  await expect(scriptControl(page)).toHaveCount(0);
});

test(
  'a word-by-word gloss the reader opened stays open as the script changes, in the new script',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto(POST);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    const gloss = page.locator('details').filter({ hasText: 'Word by word' }).first();
    await gloss.getByText('Word by word').click();
    await expect(gloss.getByText('kadācit')).toBeVisible();
    for (const [script, expected] of Object.entries(SCRIPTS)) {
      await scriptControl(page).selectOption(script);
      // Drawn in the new script (the first change draws the painted body anew), and still open.
      await expect(gloss.locator(`dt [lang="${expected.lang}"]`).first()).toBeAttached();
      await expect(gloss).toHaveAttribute('open', '');
      await expect(gloss.locator('dt').first()).toBeVisible();
      await expect(gloss.locator('dt').first()).toContainText(expected.letters);
    }
  },
);

test('a verse is broken at its pādas in every script, line for line with its IAST', async ({ page }) => {
  await page.goto(POST);
  const verse = page.locator('figure#bg-2-20');
  /** The verse's lines in one writing, as its markup breaks them. */
  const lines = (lang: string) => verse.locator(`p[lang="${lang}"]`).evaluate((element) => (element as HTMLElement).innerText.split('\n'));
  const iast = [
    'na jāyate mriyate vā kadācin',
    'nāyaṃ bhūtvā bhavitā vā na bhūyaḥ',
    "ajo nityaḥ śāśvato 'yaṃ purāṇo",
    'na hanyate hanyamāne śarīre',
  ];
  expect(await lines('sa-Latn')).toEqual(iast);
  // The Devanagari joins kadācin nāyaṃ in sandhi: its n keeps a virama at the line's end, as the IAST ends the pāda.
  expect(await lines('sa')).toEqual([
    'न जायते म्रियते वा कदाचिन्',
    'नायं भूत्वा भविता वा न भूयः ।',
    'अजो नित्यः शाश्वतोऽयं पुराणो',
    'न हन्यते हन्यमाने शरीरे ॥',
  ]);
  for (const [script, expected] of Object.entries(SCRIPTS)) {
    await scriptControl(page).selectOption(script);
    await expect(verse.locator(`p[lang="${expected.lang}"]`)).toBeVisible();
    const written = await lines(expected.lang);
    expect(written).toHaveLength(iast.length);
    expect(written[0]).toBe(expected.verse);
  }
});

test('search typed in Kannada or Tamil finds the post the Devanagari finds', { tag: '@any-width' }, async ({ page }) => {
  for (const query of ['ವಿವೇಕಚೂಡಾಮಣಿ', 'விவேகசூடா³மணி']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('link', { name: /Vivekachudamani/ }).first()).toBeVisible();
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the gloss opens and closes by itself; the script control is there but disabled', async ({ page }) => {
    await page.goto(POST, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(scriptControl(page)).toBeDisabled();
    const gloss = page.locator('details').filter({ hasText: 'Word by word' }).first();
    const word = gloss.getByText('kadācit');
    await expect(word).toBeHidden();
    await gloss.getByText('Word by word').click();
    await expect(word).toBeVisible();
    await expect(gloss.getByText('ever, at any time')).toBeVisible();
    await gloss.getByText('Word by word').click();
    await expect(word).toBeHidden();
  });
});
