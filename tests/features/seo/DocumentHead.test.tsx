import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { privacyPage, termsPage } from '@/content/legalPages';
import { siteMeta, siteName } from '@/content/site';
import { DocumentHead } from '@/features/seo/DocumentHead';
import { homeHead } from '@/features/seo/homeHead';
import { pageHead } from '@/features/seo/pageHeads';
import type { PageHead } from '@/features/seo/headTags';
import { contentHandlers, DETAILS_URL, makePosts, setupFakeFunctions } from '../../support/fakeFunctions';
import { navigate, renderApp } from '../../support/renderWithProviders';

const { server } = setupFakeFunctions(makePosts(3));

const head = document.head;
const content = (selector: string) =>
  head.querySelectorAll(selector).length === 1
    ? head.querySelector(selector)?.getAttribute('content')
    : `${head.querySelectorAll(selector).length} tags`;
const description = () => content('meta[name="description"]');
const canonical = () => head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const robots = () => head.querySelector('meta[name="robots"]')?.getAttribute('content');
const jsonLd = (type: string) =>
  Array.from(head.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
    .find((data) => data['@type'] === type);
const jsonLdTypes = () =>
  Array.from(head.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => (JSON.parse(script.textContent) as { '@type'?: string })['@type'],
  );

beforeEach(() => {
  head.querySelectorAll('meta, link, script').forEach((tag) => tag.remove());
  document.title = '';
});

/** `DocumentHead` with the head the routes give it (`CurrentPageHead`; none while the page's code loads), changed with `show`. */
function renderHead(first: PageHead | null) {
  const ui = (shown: PageHead | null) => <div>{shown && <DocumentHead head={shown} />}</div>;
  const { rerender, unmount } = render(ui(first));
  return { show: (next: PageHead | null) => rerender(ui(next)), unmount };
}

describe('DocumentHead', () => {
  it("writes the page's head: title, description, social cards and JSON-LD, creating the tags it needs", () => {
    const { show } = renderHead(null);
    expect(jsonLdTypes()).toEqual([]);
    show(homeHead(undefined));
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
    expect(content('meta[property="og:title"]')).toBe(siteMeta.title);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    // X takes the rest of its card from Open Graph: no second copy of the title, description or image.
    expect(head.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(1);
    expect(content('meta[property="og:image"]')).toBe('/social-card.jpg');
    expect(jsonLdTypes()).toEqual(['WebSite', 'Organization']);
    expect(canonical()).toBeUndefined();
  });

  it('leaves the painted head as it is while no page has given one (its code still loading)', () => {
    document.title = 'The Bhagavad Gita | Vedanta Wisdom';
    const painted = document.createElement('script');
    painted.type = 'application/ld+json';
    painted.textContent = JSON.stringify({ '@type': 'BlogPosting' });
    head.appendChild(painted);
    const { show } = renderHead(null);
    expect(document.title).toBe('The Bhagavad Gita | Vedanta Wisdom');
    expect(jsonLdTypes()).toEqual(['BlogPosting']);
    show(homeHead(undefined));
    expect(document.title).toBe(siteMeta.title);
    expect(jsonLdTypes()).toEqual(['WebSite', 'Organization']);
  });

  it('updates the tags a prerendered page came with in place, and removes a canonical URL the new page has none of', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'From the prerendered page';
    head.appendChild(existing);
    const { show } = renderHead(homeHead(undefined));
    expect(head.querySelectorAll('meta[name="description"]')).toEqual(expect.objectContaining({ length: 1 }));
    expect(existing.content).toBe(siteMeta.description);

    show(pageHead('https://vedanta.example', '/maya', { title: 'Maya', description: 'On appearance.', type: 'article' }));
    expect(document.title).toBe('Maya');
    expect(existing.content).toBe('On appearance.');
    expect(canonical()).toBe('https://vedanta.example/maya');
    expect(content('meta[property="og:url"]')).toBe('https://vedanta.example/maya');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(jsonLdTypes()).toEqual([]);

    show(pageHead('https://vedanta.example', null, { title: 'Gone', description: 'Not here.' }));
    expect(canonical()).toBeUndefined();
    expect(head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('changes nothing in a head that already says it (a hydrated page): no title, tag or attribute is rewritten', () => {
    const first = renderHead(homeHead(undefined));
    const written = head.innerHTML;
    first.unmount();
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(head, { subtree: true, childList: true, attributes: true, characterData: true });
    renderHead(homeHead(undefined));
    observer.disconnect();
    expect(changes.map((change) => `${change.type} ${change.attributeName ?? ''}`)).toEqual([]);
    expect(head.innerHTML).toBe(written);
  });
});

describe('the head of the real pages, from the route table', () => {
  it('carries the privacy page head, then the home page head after leaving', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.title).toBe('Privacy Policy | Vedanta Wisdom');
    expect(description()).toBe(privacyPage.description);

    await navigate(router, '/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' });
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
    expect(jsonLdTypes()).toEqual(['WebSite', 'Organization']);
  });

  it('moves straight from one page’s head to the next', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.title).toBe('Terms of Service | Vedanta Wisdom');
    expect(description()).toBe(termsPage.description);
  });

  it("gives a post its own title and description once it has loaded, with BlogPosting data, and the canonical URL of the site's address", async () => {
    await renderApp({ route: '/blog/post-2', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Post 2 title' });
    expect(document.title).toBe('Post 2 title');
    expect(description()).toBe('What post 2 is about.');
    expect(canonical()).toBe('https://vedanta.example/blog/post-2');
    expect(content('meta[property="og:image"]')).toBe('https://images.example/post-2.svg');
    expect(jsonLdTypes()).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(robots()).toBeUndefined();
  });

  it('describes a post as Google’s Article results ask: dateModified, author with a URL, an image, mainEntityOfPage', async () => {
    server.use(
      http.get(DETAILS_URL, () =>
        HttpResponse.json({ ...makePosts(3)[1], date: '2025-02-01', updated: '2025-06-30', pinterestImageLink: undefined, blog: 'Text.' }),
      ),
    );
    await renderApp({ route: '/blog/post-2', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Post 2 title' });
    const posting = jsonLd('BlogPosting');
    expect(posting).toMatchObject({
      datePublished: '2025-02-01',
      dateModified: '2025-06-30',
      author: { '@type': 'Organization', name: siteName, url: 'https://vedanta.example/' },
      image: 'https://vedanta.example/social-card.jpg',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://vedanta.example/blog/post-2' },
    });
  });

  it('dates a post never edited as modified when published, and takes its first image when it has no pin', async () => {
    server.use(
      http.get(DETAILS_URL, () =>
        HttpResponse.json({
          ...makePosts(3)[1],
          date: '2025-02-01',
          pinterestImageLink: undefined,
          blog: 'See ![a map](https://images.example/map.png).',
        }),
      ),
    );
    await renderApp({ route: '/blog/post-2', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Post 2 title' });
    expect(jsonLd('BlogPosting')).toMatchObject({ dateModified: '2025-02-01', image: 'https://images.example/map.png' });
  });

  it('lists the blog’s posts as Blog data on /blog', async () => {
    await renderApp({ route: '/blog', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 2, name: 'Post 1 title' });
    const blog = jsonLd('Blog') as { blogPost: { url: string }[] } | undefined;
    expect(blog?.blogPost.map((post) => post.url)).toEqual([1, 2, 3].map((n) => `https://vedanta.example/blog/post-${n}`));
  });

  it('says a post is not found when the function has none, with no canonical URL', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    await renderApp({ route: '/blog/post-2', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByText('Error: Blog post not found');
    expect(document.title).toBe('Blog post not found | Vedanta Wisdom');
    expect(canonical()).toBeUndefined();
    expect(robots()).toBe('noindex');
  });

  it('takes noindex away again on the next page', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    const { router } = await renderApp({ route: '/blog/post-2' });
    await screen.findByText('Error: Blog post not found');
    expect(robots()).toBe('noindex');
    await act(() => navigate(router, '/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(robots()).toBeUndefined();
  });

  it('gives the blog’s later pages a canonical URL of their own', async () => {
    server.use(...contentHandlers(makePosts(23)));
    await renderApp({ route: '/blog?page=2', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Our Blog' });
    // Where the reader is, in the title, once the page's answer says how many pages there are.
    await waitFor(() => expect(document.title).toBe('Our Blog, page 2 of 3 | Vedanta Wisdom'));
    expect(canonical()).toBe('https://vedanta.example/blog?page=2');
  });
});
