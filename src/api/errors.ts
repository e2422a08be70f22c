import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './models';

/** Which call failed: the messages differ (spec §8); `file` is one the build wrote beside the pages. */
export type Endpoint = 'list' | 'detail' | 'file';

export const LIST_NOT_OK = 'Failed to fetch blogs';
export const DETAIL_NOT_OK = 'Blog post not found';
export const UNKNOWN_ERROR = 'An error occurred';
export const INVALID_RESPONSE = 'The server sent a response this page cannot read';
export const TIMED_OUT = 'The request timed out';

/** A body that parsed as JSON but is not the shape the site reads. */
export const INVALID_RESPONSE_ERROR: ApiError = { message: INVALID_RESPONSE };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error && !('message' in error);
}

/** A failure as the api slice leaves it: a message for the reader, and a status if there was one. */
export function isApiError(error: unknown): error is ApiError {
  return isRecord(error) && typeof error.message === 'string';
}

/** `TypeError: Failed to fetch` → `Failed to fetch`: fetchBaseQuery keeps a thrown error as its text only. */
function thrownMessage(text: string): string {
  return text.replace(/^[A-Za-z]*Error:\s*/, '').trim() || UNKNOWN_ERROR;
}

/** The spec §8 mapping from a failure to what the reader sees: an error already read keeps its message. */
export function toApiError(endpoint: Endpoint, error: unknown): ApiError {
  if (isApiError(error)) {
    const message = error.message || UNKNOWN_ERROR;
    return typeof error.status === 'number' ? { message, status: error.status } : { message };
  }
  if (!isFetchBaseQueryError(error)) return { message: UNKNOWN_ERROR };
  const notOk = (status: number) => (endpoint === 'list' ? LIST_NOT_OK : endpoint === 'detail' ? DETAIL_NOT_OK : `HTTP ${status}`);
  if (typeof error.status === 'number') return { message: notOk(error.status), status: error.status };
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'CUSTOM_ERROR':
      return { message: thrownMessage(error.error) };
    case 'TIMEOUT_ERROR':
      return { message: TIMED_OUT };
    case 'PARSING_ERROR':
      // An error page in HTML is still a response that was not ok.
      if (error.originalStatus < 200 || error.originalStatus > 299)
        return { message: notOk(error.originalStatus), status: error.originalStatus };
      return { message: INVALID_RESPONSE, status: error.originalStatus };
    default:
      return { message: UNKNOWN_ERROR };
  }
}

/** The message a failed query shows after 'Error: ' (spec §8), whatever RTK Query left in its `error`. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : UNKNOWN_ERROR;
}

/** The backend said it is not there (a 4xx but 408, 429): such a post leaves the page; one merely unconfirmed stays. */
export function saysNotThere(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
