import { screen, waitFor, within } from '@testing-library/react';
import type { FakePost } from '../../support/fakeFunctions';
import { makePosts, setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

// Six posts whose keywords say three things several ways, as posts write them.
const keywords = [
  'advaita, ramana maharshi',
  'Advaita Vedanta, non-dualism',
  'bhakti yoga, devotion',
  'Bhakti, krishna',
  'advaita, a keyword nobody mapped',
  'devotion',
];
const posts: FakePost[] = makePosts(6).map((post, index) => ({ ...post, shortTailKeywords: keywords[index] ?? '' }));

setupFakeFunctions(posts, {
  synonyms: {},
  glossary: [],
  paths: [],
  topics: {
    topics: [
      { name: 'Bhakti', main: true, keywords: ['bhakti', 'bhakti yoga', 'devotion'] },
      { name: 'Advaita', main: true, keywords: ['advaita', 'advaita vedanta', 'non-dualism'] },
      { name: 'Ramana Maharshi', main: false, keywords: ['ramana maharshi'] },
      { name: 'Krishna', main: false, keywords: ['krishna'] },
    ],
  },
});

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Topics with a topic map', () => {
  it('leads with the main topics in the map’s order, synonyms merged and counted once a post, the rest folded by name', async () => {
    await renderApp({ route: '/topics' });
    expect(linksOf(await screen.findByRole('list', { name: 'Topics' }))).toEqual([
      ['Bhakti 3 posts', '/topics/bhakti'],
      ['Advaita 3 posts', '/topics/advaita'],
    ]);
    const more = screen.getByText('More topics (3)').closest('details') as HTMLElement;
    expect(more).not.toHaveAttribute('open');
    // A keyword the map does not name is a topic of its own, as written.
    expect(linksOf(within(more).getByRole('list', { name: 'More topics', hidden: true }))).toEqual([
      ['a keyword nobody mapped 1 post', '/topics/a-keyword-nobody-mapped'],
      ['Krishna 1 post', '/topics/krishna'],
      ['Ramana Maharshi 1 post', '/topics/ramana-maharshi'],
    ]);
  });

  it('shows a merged topic under its name with every post that has any of its keywords', async () => {
    await renderApp({ route: '/topics/advaita' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts on Advaita' })).toBeInTheDocument();
    expect(screen.getByText('3 posts')).toBeInTheDocument();
  });

  it("links a post's tags to the topic their keyword is gathered under", async () => {
    await renderApp({ route: '/blog/post-2' });
    const tags = await screen.findByRole('list', { name: 'Keywords' });
    // Once the post's reading file (written by the build from the map) is in.
    await waitFor(() =>
      expect(linksOf(tags)).toEqual([
        ['Advaita Vedanta', '/topics/advaita'],
        ['non-dualism', '/topics/advaita'],
      ]),
    );
  });

  it('offers the main topics beside search, and the way to all of them', async () => {
    await renderApp({ route: '/search' });
    const section = (await screen.findByRole('heading', { name: 'Or browse by topic' })).closest('section') as HTMLElement;
    expect(linksOf(within(section).getByRole('list', { name: 'Topics' }))).toEqual([
      ['Bhakti 3 posts', '/topics/bhakti'],
      ['Advaita 3 posts', '/topics/advaita'],
    ]);
    expect(within(section).getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/topics');
  });
});
