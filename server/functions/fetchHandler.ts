/**
 * The content functions as one Web-standard fetch handler (`Request` → `Response`): for Deno, Supabase
 * Edge Functions (supabase/functions/) or any runtime with `fetch` types. Supabase hands a function the
 * path after `/functions/v1` (`/get_metainfo`); the Node server passes the whole path. Both are answered.
 */
import { FUNCTIONS_PATH } from '../../src/api/contract';
import { createFunctionsApp, type FunctionsAppOptions } from './app';

export type FetchHandler = (request: Request) => Promise<Response>;

export function createFetchHandler(options: FunctionsAppOptions): FetchHandler {
  const app = createFunctionsApp(options);
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === FUNCTIONS_PATH || url.pathname.startsWith(`${FUNCTIONS_PATH}/`)) return app.fetch(request);
    url.pathname = `${FUNCTIONS_PATH}${url.pathname}`;
    return app.fetch(new Request(url, request));
  };
}
