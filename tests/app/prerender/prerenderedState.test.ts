import { preloadedApiState, writtenAnswers } from '@/app/prerender/prerenderedState';

describe('the answers a page is written with', () => {
  const entry = (endpointName: string, requestId: string, originalArgs: unknown, data: unknown, status = 'fulfilled') =>
    ({ status, endpointName, requestId, originalArgs, startedTimeStamp: 1795615072553, fulfilledTimeStamp: 1795615072601, data }) as never;
  const reading = { previous: null, next: null, related: [], paths: [], terms: [{ id: 'maya' }] };

  it('are each fulfilled query’s endpoint, arguments and data: no cache bookkeeping, no glossary cards (they are in the HTML)', () => {
    const written = writtenAnswers({
      'getDetails("maya")': entry('getDetails', 'NBMHJ9pZfdz8yrptsSZ7T', 'maya', { metaTitle: 'Maya' }),
      'getReading("maya")': entry('getReading', 'x8Q2kLmP0aZ9bY7cW6vU5', 'maya', reading),
      'getTopic("gone")': entry('getTopic', 'q1', 'gone', undefined, 'rejected'),
    });
    expect(JSON.parse(JSON.stringify(written))).toEqual([
      ['getDetails', { metaTitle: 'Maya' }, 'maya'],
      ['getReading', { previous: null, next: null, related: [], paths: [] }, 'maya'],
    ]);
  });

  it('come back as RTK Query’s cache: keyed as the api slice keys them, short request ids, the same times, the cards from the HTML', () => {
    document.body.innerHTML = '';
    const written = writtenAnswers({
      'getMetainfo({"domain":"x.org","page":2})': entry('getMetainfo', 'abc', { page: 2, domain: 'x.org' }, { blogs: [], total: 0 }),
      'getReading("maya")': entry('getReading', 'def', 'maya', reading),
      'getGlossary(undefined)': entry('getGlossary', 'ghi', undefined, { terms: [] }),
    });
    const { queries, mutations, provided } = preloadedApiState(JSON.parse(JSON.stringify(written)) as typeof written, document);
    expect(queries).toEqual({
      'getMetainfo({"domain":"x.org","page":2})': {
        status: 'fulfilled',
        endpointName: 'getMetainfo',
        requestId: 'p0',
        originalArgs: { page: 2, domain: 'x.org' },
        startedTimeStamp: 1,
        fulfilledTimeStamp: 1,
        data: { blogs: [], total: 0 },
      },
      'getReading("maya")': expect.objectContaining({
        requestId: 'p1',
        data: { previous: null, next: null, related: [], paths: [], terms: [] },
      }) as unknown,
      // A query without arguments comes back as one: not asked with the `null` JSON would make of them.
      'getGlossary(undefined)': expect.objectContaining({ originalArgs: undefined, data: { terms: [] } }) as unknown,
    });
    expect(mutations).toEqual({});
    expect(Object.keys(provided.keys)).toEqual(Object.keys(queries));
  });
});
