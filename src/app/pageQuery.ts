import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';
import type { RootState } from '../store/store';

type Endpoints = typeof api.endpoints;
type EndpointName = keyof Endpoints;
type ArgOf<K extends EndpointName> = Endpoints[K]['Types']['QueryArg'];
type ResultOf<K extends EndpointName> = Endpoints[K]['Types']['ResultType'];

/** A query's request, as its hook starts it: the api slice's `initiate` thunk. */
type QueryRequest = ThunkAction<PromiseLike<unknown> & { unsubscribe(): void }, RootState, unknown, UnknownAction>;

/** A query a page's URL needs: the prerenderer starts it, then writes its answer into the page. */
export interface PageQuery {
  readonly request: QueryRequest;
  /** The answer in the store, as the page carries it; none until it has succeeded. */
  readonly answer: (state: RootState) => WrittenAnswer | undefined;
}

interface QueryEndpoint<K extends EndpointName> {
  initiate(arg: ArgOf<K>): QueryRequest;
  select(arg: ArgOf<K>): (state: RootState) => { readonly isSuccess: boolean; readonly data?: ResultOf<K> };
}

/** `api.endpoints[endpointName]` asked with `arg`, as a page's component asks it. */
export function pageQuery<K extends EndpointName>(endpointName: K, endpoint: QueryEndpoint<K>, arg: ArgOf<K>): PageQuery {
  return {
    request: endpoint.initiate(arg),
    answer(state) {
      const entry = endpoint.select(arg)(state);
      return entry.isSuccess && entry.data !== undefined ? { endpointName, arg, value: entry.data } : undefined;
    },
  };
}
