import type { BlogDetail, BlogList } from '@/api/models';
import { listView, postView } from '@/features/blog/views';

const post: BlogDetail = { metaTitle: 'Maya', metaDescription: 'Appearance.', date: '2025-01-01', blog: 'Text.' };
const list: BlogList = { blogs: [], total: 0 };

describe('postView: what the post page shows for the latest outcome of its request', () => {
  it.each([
    ['nothing yet', { data: undefined, error: undefined }, { state: 'loading' }],
    ['a post', { data: post, error: undefined }, { state: 'post', post }],
    ['no post (null)', { data: null, error: undefined }, { state: 'missing' }],
    [
      'a 404 with no post shown',
      { data: undefined, error: { message: 'Blog post not found', status: 404 } },
      { state: 'gone', message: 'Blog post not found' },
    ],
    [
      'a 404 while a post is shown',
      { data: post, error: { message: 'Blog post not found', status: 404 } },
      { state: 'gone', message: 'Blog post not found' },
    ],
    [
      'a 410 while a post is shown',
      { data: post, error: { message: 'Blog post not found', status: 410 } },
      { state: 'gone', message: 'Blog post not found' },
    ],
    ['a 500 while a post is shown', { data: post, error: { message: 'Blog post not found', status: 500 } }, { state: 'post', post }],
    [
      'a timeout (408) while a post is shown',
      { data: post, error: { message: 'Blog post not found', status: 408 } },
      { state: 'post', post },
    ],
    [
      'rate limiting (429) while a post is shown',
      { data: post, error: { message: 'Blog post not found', status: 429 } },
      { state: 'post', post },
    ],
    ['a network failure while a post is shown', { data: post, error: { message: 'Failed to fetch' } }, { state: 'post', post }],
    [
      'a network failure with no post shown',
      { data: undefined, error: { message: 'Failed to fetch' } },
      { state: 'error', message: 'Failed to fetch' },
    ],
    ['a 500 after "no post"', { data: null, error: { message: 'Blog post not found', status: 500 } }, { state: 'missing' }],
    ['an error without a message', { data: undefined, error: {} }, { state: 'error', message: 'An error occurred' }],
  ] as const)('%s', (_label, outcome, view) => {
    expect(postView(outcome)).toEqual(view);
  });
});

describe('listView: what a list shows', () => {
  const posts: BlogList = { blogs: [{ id: 1, slug: 'maya', metaTitle: 'Maya', metaDescription: '' }], total: 1 };
  it.each([
    ['nothing yet', { data: undefined, error: undefined }, { state: 'loading' }],
    ['a list', { data: posts, error: undefined }, { state: 'list', list: posts }],
    ['the backend’s answer of no posts', { data: list, error: undefined }, { state: 'empty' }],
    [
      'any failure while a list is shown: the error, above the posts',
      { data: posts, error: { message: 'Failed to fetch blogs', status: 404 } },
      { state: 'error', message: 'Failed to fetch blogs', list: posts },
    ],
    [
      'a failure with no list',
      { data: undefined, error: { message: 'Failed to fetch blogs', status: 500 } },
      { state: 'error', message: 'Failed to fetch blogs', list: undefined },
    ],
    [
      'a failure after an answer of no posts: the error alone',
      { data: list, error: { message: 'Failed to fetch', status: undefined } },
      { state: 'error', message: 'Failed to fetch', list: undefined },
    ],
    [
      'a failure without a message',
      { data: undefined, error: { name: 'TypeError' } },
      { state: 'error', message: 'An error occurred', list: undefined },
    ],
  ] as const)('%s', (_label, outcome, view) => {
    expect(listView(outcome)).toEqual(view);
  });
});
