import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { yieldToMain } from '@/lib/yieldToMain';
import { api } from './apiSlice';
import { hydratedQueriesReleased, isPrerenderedAnswer } from './hydration';

type Endpoints = typeof api.endpoints;
type EndpointName = keyof Endpoints;
type ArgsOf<E extends EndpointName> = Parameters<Endpoints[E]['initiate']>[0];

/** One request a page makes for its URL, as data: which endpoint, with which arguments. */
export type QueryRequest = { [E in EndpointName]: { readonly endpoint: E; readonly args: ArgsOf<E> } }[EndpointName];

export function queryRequest<E extends EndpointName>(endpoint: E, args: ArgsOf<E>): QueryRequest {
  return { endpoint, args } as QueryRequest;
}

type ApiState = { api: ReturnType<typeof api.reducer> };

/** The api slice's query thunk for a request: the same subscription a component's hook would make. */
export function initiateRequest({
  endpoint,
  args,
}: QueryRequest): ThunkAction<PromiseLike<unknown> & { unsubscribe(): void }, ApiState, unknown, UnknownAction> {
  // The endpoint and its arguments were paired by `QueryRequest`; RTK Query cannot see that across endpoints.
  return api.endpoints[endpoint].initiate(args as never) as ThunkAction<
    PromiseLike<unknown> & { unsubscribe(): void },
    ApiState,
    unknown,
    UnknownAction
  >;
}

type ApiThunk = ThunkAction<Promise<void>, ApiState, unknown, UnknownAction>;

/**
 * Run once React has taken a prerendered page over and shows the address bar's URL: lets mounting queries ask for
 * themselves again, then asks again for each of the page's requests that still holds its prerendered answer, one
 * per task, so no request starts inside hydration's effects (`npm run bench`: mobile TBT). A request the page did
 * not have prerendered (`?page=2` on a file rendered for page 1) has asked for itself already.
 */
export function revalidateHydratedRequests(requests: readonly QueryRequest[]): ApiThunk {
  return async (dispatch, getState) => {
    await yieldToMain();
    dispatch(hydratedQueriesReleased());
    for (const { endpoint, args } of requests) {
      await yieldToMain();
      // Asked for since, by a component that mounted after the takeover: that answer is the live one.
      const entry = api.endpoints[endpoint].select(args as never)(getState());
      if (!isPrerenderedAnswer(getState(), entry.requestId)) continue;
      dispatch(api.util.prefetch(endpoint, args as never, { force: true }));
    }
  };
}
