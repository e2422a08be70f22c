/**
 * The content functions for Supabase Edge Functions (Deno), built into supabase/functions/_shared/ by
 * `npm run functions:build`: the fetch handler over the Postgres storage, configured by the variables
 * Supabase sets for every function (SUPABASE_DB_URL, SUPABASE_ANON_KEY, SUPABASE_URL) or ours.
 */
import { createPostgresStorage } from '../storage/postgres';
import { createFetchHandler, type FetchHandler } from './fetchHandler';

export interface Environment {
  get(name: string): string | undefined;
}

/** An edge function serves one request at a time per instance: a few connections are plenty (use Supabase's pooler URL). */
const EDGE_POOL = { max: 3 };
/** An instance has little memory (Supabase: 150 MB): kept answers take at most this much of it. */
const EDGE_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export function contentFunctions(env: Environment): FetchHandler {
  const databaseUrl = env.get('CONTENT_DATABASE_URL') || env.get('SUPABASE_DB_URL');
  const apiKey = env.get('CONTENT_API_KEY') || env.get('SUPABASE_ANON_KEY');
  if (!databaseUrl) throw new Error('Set CONTENT_DATABASE_URL (or run on Supabase, which sets SUPABASE_DB_URL).');
  if (!apiKey) throw new Error('Set CONTENT_API_KEY to the key the site sends (SITE_API_KEY), or run on Supabase (SUPABASE_ANON_KEY).');
  const publicOrigin = env.get('CONTENT_PUBLIC_ORIGIN') || env.get('SUPABASE_URL') || undefined;
  return createFetchHandler({
    storage: createPostgresStorage(databaseUrl, EDGE_POOL),
    apiKey,
    publicOrigin,
    answerCacheBytes: EDGE_ANSWER_CACHE_BYTES,
  });
}
