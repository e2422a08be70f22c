import { pageAnswers } from '@/app/prerender/pageAnswers';
import type { RootState } from '@/app/store';

type Queries = RootState['api']['queries'];

describe('the answers a page is rendered and written with', () => {
  const entry = (endpointName: string, originalArgs: unknown, data: unknown, status = 'fulfilled') => ({
    status,
    endpointName,
    requestId: 'NBMHJ9pZfdz8yrptsSZ7T',
    originalArgs,
    startedTimeStamp: 1795615072553,
    fulfilledTimeStamp: 1795615072601,
    data,
  });
  const queries = (entries: Record<string, ReturnType<typeof entry>>) => entries as unknown as Queries;
  const reading = { previous: null, next: null, related: [], paths: [], terms: [{ id: 'maya' }] };
  const list = { total: 1, blogs: [{ id: 1, slug: 'maya', metaTitle: 'Maya', metaDescription: '' }] };

  it('are each fulfilled query’s endpoint, data and arguments: no cache bookkeeping, none for a query that failed', () => {
    const answers = pageAnswers(
      queries({
        'getDetails("maya")': entry('getDetails', 'maya', { metaTitle: 'Maya' }),
        'getMetainfo({"domain":"x.org","page":1})': entry('getMetainfo', { domain: 'x.org', page: 1 }, list),
        'getGlossary(undefined)': entry('getGlossary', undefined, { terms: [] }),
        'getTopic("gone")': entry('getTopic', 'gone', undefined, 'rejected'),
      }),
    );
    // A query without arguments is written without them: JSON would turn them into `null`.
    expect(JSON.parse(JSON.stringify(answers))).toEqual([
      ['getDetails', { metaTitle: 'Maya' }, 'maya'],
      ['getMetainfo', list, { domain: 'x.org', page: 1 }],
      ['getGlossary', { terms: [] }],
    ]);
  });

  it('leave out a list without posts: the page is written waiting for the live answer, which alone says there are none', () => {
    const answers = pageAnswers(queries({ 'getMetainfo(…)': entry('getMetainfo', { domain: 'x.org', page: 1 }, { blogs: [], total: 0 }) }));
    expect(answers).toEqual([]);
  });

  it('carry a post’s reading links with its glossary cards: the state sits after the first screen', () => {
    const answers = pageAnswers(queries({ 'getReading("maya")': entry('getReading', 'maya', reading) }));
    expect(answers).toEqual([['getReading', reading, 'maya']]);
  });
});
