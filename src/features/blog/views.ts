import type { ApiError, BlogDetail, BlogList } from '@/api/models';
import { saysNotThere, UNKNOWN_ERROR } from '@/api/errors';

/** A query's latest outcome: its data (kept from an earlier answer while a newer one fails) and its error. */
export interface QueryOutcome<T> {
  readonly data: T | undefined;
  /** Only when the latest request failed. */
  readonly error: Partial<ApiError> | undefined;
}

/** What the post page shows (spec §2, §4, §8). */
export type PostView =
  | { readonly state: 'loading' }
  | { readonly state: 'post'; readonly post: BlogDetail }
  /** The function answered without a post: 'Blog post not found'. */
  | { readonly state: 'missing' }
  /** The function said the post is not there (a 4xx): 'Error: Blog post not found'. */
  | { readonly state: 'gone'; readonly message: string }
  | { readonly state: 'error'; readonly message: string };

const messageOf = (error: Partial<ApiError>) => error.message || UNKNOWN_ERROR;

/**
 * Stale-while-revalidate: a shown post stays while a newer request fails to answer (network, 5xx, timeout), but
 * leaves once the backend says it is not there, so a removed post is never readable from an old prerendered page.
 */
export function postView({ data, error }: QueryOutcome<BlogDetail | null>): PostView {
  if (error && saysNotThere({ message: messageOf(error), status: error.status })) return { state: 'gone', message: messageOf(error) };
  if (data === null) return { state: 'missing' };
  if (data) return { state: 'post', post: data };
  if (error) return { state: 'error', message: messageOf(error) };
  return { state: 'loading' };
}

/** What a list of posts shows: the last list received while a newer request fails, an error only when there is none. */
export type ListView =
  | { readonly state: 'loading' }
  | { readonly state: 'list'; readonly list: BlogList }
  | { readonly state: 'error'; readonly message: string };

export function listView({ data, error }: QueryOutcome<BlogList>): ListView {
  if (data) return { state: 'list', list: data };
  if (error) return { state: 'error', message: messageOf(error) };
  return { state: 'loading' };
}

export function outcomeOf<T>(entry: { readonly data?: T; readonly error?: unknown; readonly isError: boolean }): QueryOutcome<T> {
  return { data: entry.data, error: entry.isError ? (entry.error as Partial<ApiError>) : undefined };
}

/** Keeps only what the page shows, so a revalidation that brings the same (structurally shared) data re-renders nothing. */
export function selectOutcome<T>(result: {
  readonly currentData?: T;
  readonly error?: unknown;
  readonly isError: boolean;
}): QueryOutcome<T> {
  return { data: result.currentData, error: result.isError ? (result.error as Partial<ApiError>) : undefined };
}
