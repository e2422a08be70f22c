import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FakePost } from '../../support/fakeFunctions';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

const post = (id: number, slug: string, metaTitle: string): FakePost => ({
  id,
  slug,
  metaTitle,
  metaDescription: `About ${metaTitle}.`,
  date: `2025-0${id}-01`,
  blog: `Text of ${metaTitle}.`,
});

const posts = [
  post(1, 'what-is-vedanta', 'What Is Vedanta?'),
  post(2, 'the-upanishads', 'The Upanishads'),
  post(3, 'maya', 'Maya'),
  post(4, 'karma', 'Karma'),
];

const { server } = setupFakeFunctions(posts, {
  synonyms: {},
  glossary: [],
  paths: [
    {
      slug: 'start-here',
      title: 'Start here',
      description: 'Three essays for a newcomer, in order.',
      steps: [
        { post: 'what-is-vedanta', why: 'Begin with the map.' },
        { post: 'the-upanishads', why: 'Then the texts everything rests on.' },
        { post: 'no-longer-served', why: 'A post the backend has dropped since.' },
        { post: 'maya', why: 'Last, where the schools part.' },
      ],
    },
  ],
});

const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );

describe('/start-here', () => {
  it('lists the path’s essays in order, each linking to its post with why to read it next; a post the build lacks is left out', async () => {
    await renderApp({ route: '/start-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Start here' })).toBeInTheDocument();
    expect(screen.getByText('Three essays for a newcomer, in order.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'The essays, in order' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'What Is Vedanta?',
      'The Upanishads',
      'Maya',
    ]);
    expect(within(steps[1]!).getByRole('link', { name: 'The Upanishads' })).toHaveAttribute('href', '/blog/the-upanishads');
    expect(within(steps[2]!).getByText('Last, where the schools part.')).toBeInTheDocument();
  });

  it('names itself in the head, with the essays as an ordered ItemList', async () => {
    await renderApp({ route: '/start-here', config: { siteUrl: 'https://vedanta.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Start here' });
    await waitFor(() => expect(document.title).toBe('Start here: a reading path | Vedanta Wisdom'));
    const list = jsonLd().find((data) => data['@type'] === 'ItemList');
    expect(list).toMatchObject({
      name: 'Start here',
      url: 'https://vedanta.example/start-here',
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      numberOfItems: 3,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'What Is Vedanta?', url: 'https://vedanta.example/blog/what-is-vedanta' },
        { position: 2, name: 'The Upanishads', description: 'Then the texts everything rests on.' },
        { position: 3, name: 'Maya' },
      ],
    });
  });

  it('says so, with a way to the blog, when the build wrote no such path', async () => {
    server.use(http.get('http://localhost/data/paths/*', () => new HttpResponse('Not found', { status: 404 })));
    await renderApp({ route: '/start-here' });
    expect(await screen.findByText('This reading path is not available right now. The blog has every essay.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows a failure with Try Again, which asks again', async () => {
    let answered = 0;
    server.use(
      http.get('http://localhost/data/paths/*', () => {
        answered += 1;
        return new HttpResponse('Down', { status: 503 });
      }),
    );
    const { user } = await renderApp({ route: '/start-here' });
    expect(await screen.findByText('Error: HTTP 503')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(answered).toBe(2));
  });
});

describe("a post's place on the path", () => {
  it('shows "Start here · 2 of 3" with the path’s previous and next essays', async () => {
    await renderApp({ route: '/blog/the-upanishads' });
    const place = await screen.findByRole('navigation', { name: 'Start here · 2 of 3' });
    expect(within(place).getByRole('link', { name: 'Start here' })).toHaveAttribute('href', '/start-here');
    expect(within(place).getByRole('link', { name: /Previous on the path\s*What Is Vedanta\?/ })).toHaveAttribute(
      'href',
      '/blog/what-is-vedanta',
    );
    expect(within(place).getByRole('link', { name: /Next on the path\s*Maya/ })).toHaveAttribute('href', '/blog/maya');
  });

  it('has no previous essay on the first, no next on the last, and nothing on a post off the path', async () => {
    await renderApp({ route: '/blog/what-is-vedanta' });
    const first = await screen.findByRole('navigation', { name: 'Start here · 1 of 3' });
    expect(within(first).queryByRole('link', { name: /Previous on the path/ })).toBeNull();
    expect(within(first).getByRole('link', { name: /Next on the path/ })).toHaveAttribute('href', '/blog/the-upanishads');
    cleanup();

    await renderApp({ route: '/blog/maya' });
    const last = await screen.findByRole('navigation', { name: 'Start here · 3 of 3' });
    expect(within(last).queryByRole('link', { name: /Next on the path/ })).toBeNull();
    cleanup();

    await renderApp({ route: '/blog/karma' });
    await screen.findByRole('navigation', { name: 'More to read' });
    expect(screen.queryByRole('navigation', { name: /Start here/ })).toBeNull();
  });
});
