import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { WrittenAnswer } from './prerender/prerenderedState';
import type { RootState } from '../store/store';

type EndpointName = WrittenAnswer['endpointName'];
type ArgOf<K extends EndpointName> = WrittenAnswer<K>['arg'];
type QueryRequest = ThunkAction<PromiseLike<unknown>, RootState, unknown, UnknownAction>;

/** A query a page's URL needs: the prerenderer starts it and writes its answer into the page. */
export interface PageQuery {
  readonly request: QueryRequest;
  readonly answer: (state: RootState) => WrittenAnswer | undefined;
}

interface QueryEndpoint<K extends EndpointName> {
  initiate(arg: ArgOf<K>, options: { subscribe: false }): QueryRequest;
  select(arg: ArgOf<K>): (state: RootState) => { readonly isSuccess: boolean; readonly data?: WrittenAnswer<K>['value'] };
}

/** The endpoint asked with `arg`, as the page's component asks it; unsubscribed, as the prerenderer keeps no cache. */
export function pageQuery<K extends EndpointName>(endpointName: K, endpoint: QueryEndpoint<K>, arg: ArgOf<K>): PageQuery {
  return {
    request: endpoint.initiate(arg, { subscribe: false }),
    answer(state) {
      const entry = endpoint.select(arg)(state);
      return entry.isSuccess && entry.data !== undefined ? { endpointName, arg, value: entry.data } : undefined;
    },
  };
}
