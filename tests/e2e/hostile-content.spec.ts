import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fulfillJson, fullDetail, minimalDetail, routeDetails, routeList } from './support/api';
import type { WireDetail } from './support/api';
import { ATTACKS } from './support/attacks';
import { navigateInApp, unsafeThingsInMain } from './support/inspect';

const PWN = 'window.__pwned=true';

test.describe('Hostile post bodies', () => {
  test('the inspector reports what it is looking for (a check of the check)', async ({ page }) => {
    // A page of the test's own, without the site's CSP, holding one of each thing to report.
    await page.setContent(
      '<main><h1>Planted</h1><template></template><a href="jav&#x09;ascript:void(0)">a</a><span onclick="void 0"></span>' +
        '<span srcdoc="x"></span><form action="vbscript:x"></form><span srcset="data:image/png;base64,AA 1x"></span>' +
        '<iframe title="planted"></iframe></main>',
    );
    const problems = await unsafeThingsInMain(page);
    for (const expected of [
      /forbidden element <template>/,
      /href=.*\(javascript:\)/,
      /onclick/,
      /srcdoc/,
      /<form>/,
      /action=.*\(vbscript:\)/,
      /srcset=.*\(data:\)/,
      /a frame to/,
    ]) {
      expect(
        problems.some((problem) => expected.test(problem)),
        `reports ${expected}`,
      ).toBe(true);
    }
    await page.setContent('<main><h1>Clean</h1><a href="https://example.com/">a</a><a href="">b</a></main>');
    expect(await unsafeThingsInMain(page)).toEqual([]);
  });

  test('the page guard fails a test whose page logs an error (a check of the guard)', async ({ page }) => {
    test.fail(true, 'the guard must turn this console error into a failure');
    await page.goto('/privacy');
    await page.evaluate(() => console.error('planted by the test'));
  });

  test(`${ATTACKS.length} attack bodies, one post each: nothing runs, nothing unsafe is rendered`, async ({ page }) => {
    // A hundred page changes, each asking for its post and then its reading links.
    test.setTimeout(90_000);
    expect(ATTACKS.length).toBeGreaterThanOrEqual(60);
    await routeDetails(page, (slug, route) => {
      const index = Number(slug.replace('attack-', ''));
      const attack = ATTACKS[index];
      return fulfillJson(route, minimalDetail({ metaTitle: `Attack ${index}`, blog: attack?.markdown ?? '' }));
    });

    const problems: string[] = [];
    await page.goto('/blog/attack-0');
    for (const [index, attack] of ATTACKS.entries()) {
      if (index > 0) await navigateInApp(page, `/blog/attack-${index}`);
      await expect(page.getByRole('heading', { level: 1, name: `Attack ${index}`, exact: true })).toBeVisible();
      // The body rendered as an article, not as an error in its place.
      await expect(page.getByRole('alert')).toHaveCount(0);
      for (const problem of await unsafeThingsInMain(page)) problems.push(`${attack.name}: ${problem}`);
    }
    // Handlers that would fire late (a failed image load, an animation) have had their chance.
    await page.waitForTimeout(300);
    for (const problem of await unsafeThingsInMain(page)) problems.push(`after all: ${problem}`);
    expect(problems).toEqual([]);
  });

  test('every attack in one body: nothing runs, emptied links go nowhere, allowed links survive', async ({ page }) => {
    const blog = ATTACKS.map((attack) => `## ${attack.name.replace(/[#<>[\]]/g, '')}\n\n${attack.markdown}`).join('\n\n');
    await routeDetails(page, (_slug, route) => fulfillJson(route, minimalDetail({ metaTitle: 'Every attack at once', blog })));
    await page.goto('/blog/every-attack');
    await expect(page.getByRole('heading', { level: 1, name: 'Every attack at once' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await unsafeThingsInMain(page)).toEqual([]);

    // Raw HTML outside the allow-list is dropped, neither obeyed nor shown as markup;
    // allowed tags render as elements and keep none of their attributes.
    const main = page.getByRole('main');
    await expect(main).not.toContainText(`<script>${PWN}</script>`);
    await expect(main.locator('script, iframe, object, embed, style, form')).toHaveCount(0);
    await expect(main.locator('sup').first()).toBeVisible();
    expect(
      await main.locator('article sup[onclick], article sup[onmouseover], article mark[style], article details[ontoggle]').count(),
    ).toBe(0);

    // The allowed links keep exactly the address written.
    const body = page.getByRole('main').getByRole('article');
    await expect(body.getByRole('link', { name: /^web/ })).toHaveAttribute('href', 'https://example.com/a?b=c#d');
    await expect(body.getByRole('link', { name: 'mail', exact: true })).toHaveAttribute('href', 'mailto:a@example.com');
    await expect(body.getByRole('link', { name: 'chat', exact: true })).toHaveAttribute('href', 'xmpp:user@example.com');
    await expect(body.getByRole('link', { name: 'irc', exact: true })).toHaveAttribute('href', 'irc://irc.example.net/vedanta');
    await expect(body.getByRole('link', { name: 'relative', exact: true })).toHaveAttribute('href', '/blog/atman-and-brahman');
    await expect(body.locator('img[src="/functions/v1/media/what-is-vedanta.svg"]')).toHaveCount(1);

    // Clicking an emptied link goes nowhere.
    const emptied = body.locator('a[href=""]');
    expect(await emptied.count()).toBeGreaterThan(20);
    const address = page.url();
    for (const link of (await emptied.all()).slice(0, 10)) {
      await link.click();
      expect(page.url()).toBe(address);
    }
    await page.waitForTimeout(300);
    expect(await unsafeThingsInMain(page)).toEqual([]);
    await expectNoAxeViolations(page, 'a post made of attacks');
  });
});

test.describe('Hostile values in the other fields', () => {
  const tagTitle = `<img src=x onerror="${PWN}"></title><script>${PWN}</script>`;
  const cases: Array<{ name: string; detail: WireDetail }> = [
    {
      name: 'tags in the title, description, date and keywords',
      detail: fullDetail({
        metaTitle: tagTitle,
        metaDescription: `"><script>${PWN}</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
        date: `<script>${PWN}</script>`,
        shortTailKeywords: `<script>${PWN}</script>, <img src=x onerror=alert(1)>`,
        longTailKeywords: `<svg onload=${PWN}>, javascript:alert(1)`,
        youtubeShortsUrl: null,
      }),
    },
    ...[
      `javascript:${PWN}`,
      `JaVaScRiPt:${PWN}`,
      ` \tjavascript:${PWN}`,
      `java\nscript:${PWN}`,
      `vbscript:${PWN}`,
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      `&#106;avascript:${PWN}`,
      `%6Aavascript:${PWN}`,
    ].map((link) => ({
      name: `pinterestImageLink ${JSON.stringify(link)}`,
      detail: fullDetail({ metaTitle: 'Hostile picture', pinterestImageLink: link }),
    })),
    ...[
      'https://evil.example/shorts/abcdefghijk',
      'https://evil.example/www.youtube.com/shorts/abcdefghijk',
      'https://www.youtube.com.evil.example/shorts/abcdefghijk',
      'https://evil.example/watch?v=abcdefghijk&u=https://www.youtube.com/',
      'https://www.youtube.com@evil.example/shorts/abcdefghijk',
      `javascript:${PWN}//https://www.youtube.com/shorts/abcdefghijk`,
      'https://www.youtube.com/shorts/abc"onload="x',
      'https://www.youtube.com/shorts/../../evil/abcdefghijk',
    ].map((url) => ({
      name: `youtubeShortsUrl ${JSON.stringify(url)}`,
      detail: fullDetail({ metaTitle: 'Hostile video', youtubeShortsUrl: url }),
    })),
  ];

  test('hostile title, description, date, keywords, picture and video values stay inert', async ({ page }) => {
    let current: WireDetail = minimalDetail();
    await routeDetails(page, (_slug, route) => fulfillJson(route, current));
    const problems: string[] = [];
    for (const [index, { name, detail }] of cases.entries()) {
      current = detail;
      const path = `/blog/hostile-${index}`;
      if (index === 0) await page.goto(path);
      else await navigateInApp(page, path);
      const title = String(detail.metaTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(title);
      for (const problem of await unsafeThingsInMain(page)) problems.push(`${name}: ${problem}`);

      if (name.startsWith('pinterestImageLink')) {
        await expect(page.getByRole('main').locator('figure')).toHaveCount(0);
        await expect(page.getByRole('link', { name: /View on Pinterest/ })).toHaveCount(0);
      }
      if (name.startsWith('youtubeShortsUrl')) {
        await expect(page.getByRole('heading', { name: 'Watch Related Video' })).toHaveCount(0);
        await expect(page.locator('iframe')).toHaveCount(0);
      }
      if (index === 0) {
        await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toBe(detail.metaDescription);
        await expect(page.getByRole('main').locator('time')).toHaveCount(0);
        await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([
          `<script>${PWN}</script>`,
          '<img src=x onerror=alert(1)>',
        ]);
        // The head holds exactly one title and no injected elements.
        expect(await page.evaluate(() => document.head.querySelectorAll('title').length)).toBe(1);
        expect(await page.evaluate(() => document.querySelectorAll('meta[http-equiv]').length)).toBe(0);
      }
    }
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });

  test('hostile list entries: tags in titles and a javascript: slug stay inert', async ({ page }) => {
    const blogs = [
      {
        id: 1,
        slug: `javascript:${PWN}`,
        metaTitle: tagTitle,
        metaDescription: `<script>${PWN}</script>`,
        pinterestImageLink: `javascript:${PWN}`,
      },
      { id: 2, slug: '//evil.example', metaTitle: 'Protocol-relative slug', metaDescription: '', pinterestImageLink: 'vbscript:x' },
      { id: 3, slug: '../../etc/passwd', metaTitle: 'Traversal slug', metaDescription: '' },
    ];
    await routeList(page, (_number, route) => fulfillJson(route, { blogs, total: blogs.length }));
    const asked = await routeDetails(page, (slug, route) => fulfillJson(route, minimalDetail({ metaTitle: `Opened ${slug}` })));
    await page.goto('/blog?page=1');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: tagTitle, exact: true })).toHaveAttribute(
      'href',
      `/blog/${encodeURIComponent(`javascript:${PWN}`)}`,
    );
    await expect(page.getByRole('link', { name: 'Protocol-relative slug', exact: true })).toHaveAttribute(
      'href',
      '/blog/%2F%2Fevil.example',
    );
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    expect(await unsafeThingsInMain(page)).toEqual([]);

    // Following them stays on this site and asks for exactly those slugs.
    await page.getByRole('link', { name: 'Protocol-relative slug', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Opened //evil.example' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/blog/%2F%2Fevil.example');
    await page.goBack();
    await page.getByRole('link', { name: 'Traversal slug', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Opened ../../etc/passwd' })).toBeVisible();
    expect(asked).toEqual(['//evil.example', '../../etc/passwd']);
  });
});
