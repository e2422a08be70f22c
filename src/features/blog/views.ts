import type { BlogDetail } from '@/api/models';
import { errorMessage, saysNotThere } from '@/api/errors';
import type { selectOutcome } from '@/api/selectFromResult';

/** A query's latest outcome: its data, and its error only when the latest request failed. */
export type QueryOutcome<T> = ReturnType<typeof selectOutcome<T>>;

/** What the post page shows (spec §2, §4, §8). */
export type PostView =
  | { readonly state: 'loading' }
  | { readonly state: 'post'; readonly post: BlogDetail }
  /** Answered without a post: 'Blog post not found'. */
  | { readonly state: 'missing' }
  /** A 4xx: 'Error: Blog post not found'. */
  | { readonly state: 'gone'; readonly message: string }
  | { readonly state: 'error'; readonly message: string };

/** A shown post stays while a newer request fails, but leaves once the backend says it is not there (a removed post). */
export function postView({ data, error }: QueryOutcome<BlogDetail | null>): PostView {
  if (error !== undefined && saysNotThere(error)) return { state: 'gone', message: errorMessage(error) };
  if (data === null) return { state: 'missing' };
  if (data) return { state: 'post', post: data };
  if (error !== undefined) return { state: 'error', message: errorMessage(error) };
  return { state: 'loading' };
}

/** The outcome of an entry `api.endpoints.<name>.select(args)` reads. */
export function outcomeOf<T>(entry: { readonly data?: T; readonly error?: unknown; readonly isError: boolean }): QueryOutcome<T> {
  return { data: entry.data, error: entry.isError ? entry.error : undefined };
}
