import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/apiSlice';
import { embedCard } from '@/content/consent';
import { contact, contactFallback, latestPosts, news } from '@/content/landing';
import { readConsent, saveConsent } from '@/lib/consent';
import { contentHandlers, makePosts, METAINFO_URL, setupFakeFunctions } from '../../support/fakeFunctions';
import { navigate } from '../../support/renderWithProviders';
import { renderLanding, scriptsWithSrc } from './renderLanding';

const { server, requests } = setupFakeFunctions();

const NEWS_FEED_URL = 'https://news.example/feed';
const CONTACT_FORM_URL = 'https://forms.example/f/contact';
const FORM_SCRIPT_URL = 'https://forms.example/embed.js';

afterEach(() => {
  Array.from(document.scripts).forEach((script) => script.remove());
});

const newsSection = () => screen.getByRole('region', { name: news.heading });
const contactSection = () => screen.getByRole('region', { name: contact.heading });

/** A returning visitor who allowed embedded content. */
const allowEmbeds = () => saveConsent({ advertising: false, embeds: true });

describe('the news section', () => {
  it('embeds the configured feed in a lazy 900×1600 frame and asks the blog for nothing', async () => {
    allowEmbeds();
    await renderLanding({ newsFeedUrl: NEWS_FEED_URL });
    const frame = within(newsSection()).getByTitle(news.frameTitle);

    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', NEWS_FEED_URL);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width', '900');
    expect(frame).toHaveAttribute('height', '1600');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(within(newsSection()).queryByRole('link', { name: latestPosts.blogLinkLabel })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('before any choice, shows a card naming the provider instead of the frame, and loads the frame once on request', async () => {
    const { user } = await renderLanding({ newsFeedUrl: NEWS_FEED_URL });
    const card = within(newsSection()).getByRole('group', { name: /comes from news\.example/ });
    expect(within(newsSection()).queryByTitle(news.frameTitle)).not.toBeInTheDocument();
    expect(newsSection().querySelector('iframe')).toBeNull();

    await user.click(within(card).getByRole('button', { name: embedCard.news.label }));
    const frame = within(newsSection()).getByTitle(news.frameTitle);
    expect(frame).toHaveAttribute('src', NEWS_FEED_URL);
    expect(frame).toHaveFocus();
    // Once, not for good: the box was left unticked.
    expect(readConsent()).toBeNull();
  });

  it('remembers embedded content as allowed when the box is ticked, keeping the rest of the choice', async () => {
    saveConsent({ advertising: true, embeds: false });
    const { user } = await renderLanding({ newsFeedUrl: NEWS_FEED_URL, contactFormUrl: CONTACT_FORM_URL });
    const card = within(newsSection()).getByRole('group', { name: /comes from news\.example/ });
    await user.click(within(card).getByRole('checkbox', { name: embedCard.remember }));
    await user.click(within(card).getByRole('button', { name: embedCard.news.label }));

    expect(readConsent()).toEqual({ advertising: true, embeds: true });
    // The other frame follows the remembered choice at once.
    expect(within(contactSection()).getByTitle(contact.frameTitle)).toHaveAttribute('src', CONTACT_FORM_URL);
  });

  it('with an external consent platform, still asks before a frame and keeps an ‘always load’', async () => {
    const external = {
      consent: 'external',
      cmpScriptUrl: 'https://cmp.example/c.js',
      newsFeedUrl: NEWS_FEED_URL,
      contactFormUrl: CONTACT_FORM_URL,
    } as const;
    const { user, unmount } = await renderLanding(external);
    const card = within(newsSection()).getByRole('group', { name: /comes from news\.example/ });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(within(card).getByRole('checkbox', { name: embedCard.remember }));
    await user.click(within(card).getByRole('button', { name: embedCard.news.label }));
    expect(within(contactSection()).getByTitle(contact.frameTitle)).toHaveAttribute('src', CONTACT_FORM_URL);

    unmount();
    await renderLanding(external);
    expect(within(newsSection()).getByTitle(news.frameTitle)).toHaveAttribute('src', NEWS_FEED_URL);
  });

  it('shows the three newest blog posts instead when no feed is configured', async () => {
    // The list answers a moment later, as over a network.
    server.use(...contentHandlers(makePosts(23), requests, { latencyMs: 200 }));
    const { store } = await renderLanding();
    expect(within(newsSection()).getByText(latestPosts.loading)).toBeInTheDocument();

    // Said as what they are, with no apology for a feed the site never had.
    expect(newsSection()).toHaveTextContent(/The newest articles on our blog\./);
    expect(newsSection()).not.toHaveTextContent(/not available|at the moment/);
    const first = await within(newsSection()).findByRole('link', { name: 'Post 1 title' });
    expect(first).toHaveAttribute('href', '/blog/post-1');
    expect(within(newsSection()).getByRole('link', { name: 'Post 2 title' })).toHaveAttribute('href', '/blog/post-2');
    expect(within(newsSection()).getByRole('link', { name: 'Post 3 title' })).toHaveAttribute('href', '/blog/post-3');
    expect(within(newsSection()).queryByRole('link', { name: 'Post 4 title' })).not.toBeInTheDocument();
    expect(within(newsSection()).getByText('What post 1 is about.')).toBeInTheDocument();
    expect(within(newsSection()).getByRole('link', { name: latestPosts.blogLinkLabel })).toHaveAttribute('href', '/blog');
    expect(within(newsSection()).queryByTitle(news.frameTitle)).not.toBeInTheDocument();

    // One request, whose whole page is the cache entry of /blog's first page; the landing page's own entry (what a
    // prerendered home page carries) holds the three it shows.
    expect(requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['1']);
    expect(api.endpoints.getMetainfo.select({ domain: 'localhost', page: 1 })(store.getState()).data?.blogs).toHaveLength(10);
    const shown = api.endpoints.getLatestPosts.select({ domain: 'localhost', count: 3 })(store.getState()).data;
    expect(shown?.blogs.map((post) => post.slug)).toEqual(['post-1', 'post-2', 'post-3']);
  });

  it('shows the error and retries on Try Again', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.json({ error: 'down' }, { status: 500 }), { once: true }));
    const { user } = await renderLanding();

    const alert = await within(newsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch blogs');
    await user.click(within(alert).getByRole('button', { name: latestPosts.tryAgain }));

    expect(await within(newsSection()).findByRole('link', { name: 'Post 1 title' })).toBeInTheDocument();
    expect(within(newsSection()).queryByRole('alert')).not.toBeInTheDocument();
    // The failing answer came from the one-off override; the retry reached the fake API.
    expect(requests).toHaveLength(1);
  });

  it('says so when the blog has no posts yet', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.json({ blogs: [], total: 0 })));
    await renderLanding();
    expect(await within(newsSection()).findByText(latestPosts.empty)).toBeInTheDocument();
  });
});

describe('the contact section', () => {
  it('embeds the configured form in a lazy frame 789 px high, with the one script it needs', async () => {
    allowEmbeds();
    const { router } = await renderLanding({ contactFormUrl: CONTACT_FORM_URL, formEmbedScriptUrl: FORM_SCRIPT_URL });
    const frame = within(contactSection()).getByTitle(contact.frameTitle);

    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', CONTACT_FORM_URL);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '789');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(scriptsWithSrc(FORM_SCRIPT_URL)).toHaveLength(1);
    expect(scriptsWithSrc(FORM_SCRIPT_URL)[0]?.async).toBe(true);

    await navigate(router, '/privacy');
    await navigate(router, '/');
    await screen.findByTitle(contact.frameTitle);
    expect(scriptsWithSrc(FORM_SCRIPT_URL)).toHaveLength(1);
  });

  it('before any choice, loads neither the form nor its script until asked', async () => {
    const { user } = await renderLanding({ contactFormUrl: CONTACT_FORM_URL, formEmbedScriptUrl: FORM_SCRIPT_URL });
    expect(within(contactSection()).queryByTitle(contact.frameTitle)).not.toBeInTheDocument();
    expect(scriptsWithSrc(FORM_SCRIPT_URL)).toHaveLength(0);
    await user.click(within(contactSection()).getByRole('button', { name: embedCard.contact.label }));
    expect(within(contactSection()).getByTitle(contact.frameTitle)).toHaveFocus();
    expect(scriptsWithSrc(FORM_SCRIPT_URL)).toHaveLength(1);
  });

  it('loads no script when the form needs none', async () => {
    allowEmbeds();
    await renderLanding({ contactFormUrl: CONTACT_FORM_URL });
    expect(within(contactSection()).getByTitle(contact.frameTitle)).toBeInTheDocument();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('offers the contact address instead when no form is configured, and loads no form script', async () => {
    await renderLanding({ contactEmail: 'hello@vedanta.example', formEmbedScriptUrl: FORM_SCRIPT_URL });
    const email = within(contactSection()).getByRole('link', { name: 'hello@vedanta.example' });

    expect(email).toHaveAttribute('href', 'mailto:hello@vedanta.example');
    expect(within(contactSection()).getByText(contact.emailNote)).toBeInTheDocument();
    expect(contactSection()).toHaveTextContent(contact.intro);
    expect(within(contactSection()).queryByTitle(contact.frameTitle)).not.toBeInTheDocument();
    expect(scriptsWithSrc(FORM_SCRIPT_URL)).toHaveLength(0);
  });

  it('shows a labelled placeholder when neither a form nor an address is configured', async () => {
    await renderLanding();
    const placeholder = within(contactSection()).getByRole('note', { name: contactFallback.placeholderTitle });

    expect(placeholder).toHaveTextContent(contact.placeholder);
    // No reply is promised that nothing could receive.
    expect(contactSection()).toHaveTextContent(contact.introWithoutRoute);
    expect(contactSection()).not.toHaveTextContent(/we read every message/);
    expect(within(contactSection()).queryByRole('link')).not.toBeInTheDocument();
    expect(contactSection().querySelector('iframe')).toBeNull();
  });
});
