import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './models';

/** Which call failed: the messages differ (spec §8). */
export type Endpoint = 'list' | 'detail';

export const LIST_NOT_OK = 'Failed to fetch blogs';
export const DETAIL_NOT_OK = 'Blog post not found';
export const UNKNOWN_ERROR = 'An error occurred';
export const INVALID_RESPONSE = 'The server sent a response this page cannot read';
export const TIMED_OUT = 'The request timed out';

/** A body that parsed as JSON but is not the shape the site reads. */
export const INVALID_RESPONSE_ERROR: ApiError = { message: INVALID_RESPONSE };

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** `TypeError: Failed to fetch` → `Failed to fetch`: fetchBaseQuery keeps a thrown error only as `String(error)`. */
function thrownMessage(text: string): string {
  return text.replace(/^[A-Za-z]*Error:\s*/, '').trim() || UNKNOWN_ERROR;
}

/** The spec §8 mapping from a failure to what the reader sees. */
export function toApiError(endpoint: Endpoint, error: unknown): ApiError {
  if (error instanceof Error) return { message: error.message || UNKNOWN_ERROR };
  if (!isFetchBaseQueryError(error)) return { message: UNKNOWN_ERROR };
  if (typeof error.status === 'number') {
    return { message: endpoint === 'list' ? LIST_NOT_OK : DETAIL_NOT_OK, status: error.status };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { message: thrownMessage(error.error) };
    case 'TIMEOUT_ERROR':
      return { message: TIMED_OUT };
    case 'PARSING_ERROR':
      // An error page in HTML is still a response that was not ok.
      if (error.originalStatus < 200 || error.originalStatus > 299) {
        return { message: endpoint === 'list' ? LIST_NOT_OK : DETAIL_NOT_OK, status: error.originalStatus };
      }
      return { message: INVALID_RESPONSE, status: error.originalStatus };
    case 'CUSTOM_ERROR':
      return { message: error.error ? thrownMessage(error.error) : UNKNOWN_ERROR };
    default:
      return { message: UNKNOWN_ERROR };
  }
}

/**
 * Whether the backend answered that the thing is not there (a 4xx but 408 and 429), rather than failed to answer.
 * Such a post leaves the page even when an older copy is on screen; one it merely failed to confirm stays.
 */
export function saysNotThere(error: ApiError): boolean {
  const { status } = error;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
