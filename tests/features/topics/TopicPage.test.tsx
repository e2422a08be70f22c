import { screen, waitFor, within } from '@testing-library/react';
import type { FakePost } from '../../support/fakeFunctions';
import { makePosts, setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

// 23 posts on 'Karma', every third also on 'Bhakti Yoga', written two ways as often: one topic, in one spelling.
const posts: FakePost[] = makePosts(23).map((post, index) => ({
  ...post,
  date: `2025-01-${String(index + 1).padStart(2, '0')}`,
  shortTailKeywords: index % 3 === 0 ? `Karma, ${index % 2 ? 'bhakti yoga' : 'Bhakti Yoga'}` : 'karma',
}));

setupFakeFunctions(posts);

const cardTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter(Boolean);

describe('Topics', () => {
  it('lists every topic once, with its number of posts and a link to its page', async () => {
    await renderApp({ route: '/topics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    const topics = await screen.findByRole('list', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['bhakti yoga 8 posts', '/topics/bhakti-yoga'],
      ['karma 23 posts', '/topics/karma'],
    ]);
  });

  it("pages a topic's posts by ten, newest first, following ?page=", async () => {
    const { user, router } = await renderApp({ route: '/topics/karma' });
    // The topic's heading stands over its loading line too; its count comes with its posts.
    expect(await screen.findByText('23 posts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Posts on karma' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()[0]).toBe('Post 23 title');
    await user.click(within(screen.getByRole('navigation', { name: 'Topic pages' })).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(cardTitles()).toEqual(['Post 3 title', 'Post 2 title', 'Post 1 title']);
  });

  it('puts a page past the end back on the last page', async () => {
    const { router } = await renderApp({ route: '/topics/karma?page=9' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(cardTitles()).toHaveLength(3);
  });

  it('says when no post has the topic', async () => {
    await renderApp({ route: '/topics/zebras' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/topics');
  });
});
