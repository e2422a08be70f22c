import type { BlogDetail } from '@/api/models';
import { postView } from '@/features/blog/views';

const post: BlogDetail = { metaTitle: 'Maya', metaDescription: 'Appearance.', date: '2025-01-01', blog: 'Text.' };

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
