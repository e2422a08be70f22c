/*
 * What a component reads of a query's result (RTK Query's `selectFromResult`). A component re-renders only when what it
 * reads changes, so a request starting or ending with the same (structurally shared) answer re-renders nothing: the
 * live check of a painted page's answers among them, which starts in the task that ends its hydration.
 */

/** Only the data. */
export function selectData<T>(result: { readonly data?: T }): { readonly data: T | undefined } {
  return { data: result.data };
}

/**
 * What a page with states shows of its query: this argument's answer (`currentData`: a slower answer for another
 * argument is never shown) and the error of the latest request, if it failed.
 */
export function selectOutcome<T>(result: { readonly currentData?: T; readonly error?: unknown; readonly isError: boolean }): {
  readonly data: T | undefined;
  readonly error: unknown;
} {
  return { data: result.currentData, error: result.isError ? result.error : undefined };
}
