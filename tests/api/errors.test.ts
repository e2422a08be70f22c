import { DETAIL_NOT_OK, INVALID_RESPONSE, LIST_NOT_OK, TIMED_OUT, toApiError, UNKNOWN_ERROR } from '@/api/errors';

describe('toApiError (spec §8)', () => {
  it.each([
    ['list', { status: 500, data: null }, LIST_NOT_OK],
    ['list', { status: 404, data: { error: 'x' } }, LIST_NOT_OK],
    ['list', { status: 401, data: null }, LIST_NOT_OK],
    ['detail', { status: 404, data: null }, DETAIL_NOT_OK],
    ['detail', { status: 500, data: null }, DETAIL_NOT_OK],
    ['list', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError: x' }, LIST_NOT_OK],
    ['detail', { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError: x' }, DETAIL_NOT_OK],
    ['list', { status: 'PARSING_ERROR', originalStatus: 200, data: '{', error: 'SyntaxError: x' }, INVALID_RESPONSE],
    ['list', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Failed to fetch'],
    [
      'detail',
      { status: 'FETCH_ERROR', error: 'TypeError: NetworkError when attempting to fetch resource.' },
      'NetworkError when attempting to fetch resource.',
    ],
    ['list', { status: 'FETCH_ERROR', error: '' }, UNKNOWN_ERROR],
    ['list', { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' }, TIMED_OUT],
    ['detail', { status: 'CUSTOM_ERROR', error: 'Error: slug missing' }, 'slug missing'],
    ['list', new Error('Connection reset'), 'Connection reset'],
    ['detail', new TypeError('Load failed'), 'Load failed'],
    ['list', 'a bare string', UNKNOWN_ERROR],
    ['detail', 42, UNKNOWN_ERROR],
    ['list', null, UNKNOWN_ERROR],
    ['detail', undefined, UNKNOWN_ERROR],
    ['list', { status: 'SOMETHING_NEW' }, UNKNOWN_ERROR],
  ] as const)('%s failure %p reads %p', (endpoint, error, message) => {
    expect(toApiError(endpoint, error).message).toBe(message);
  });

  it('keeps the HTTP status of a response that was not ok', () => {
    expect(toApiError('list', { status: 503, data: null })).toEqual({ message: LIST_NOT_OK, status: 503 });
  });
});
