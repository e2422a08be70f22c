/*
 * What a component reads of a query's result (RTK Query's `selectFromResult`). A component re-renders only when what it
 * reads changes, so a request starting or ending with the same (structurally shared) answer re-renders nothing: the
 * live check of a painted page's answers among them, which starts in the task that ends its hydration.
 */

/** Only the data. */
export function selectData<T>(result: { readonly data?: T }): { readonly data: T | undefined } {
  return { data: result.data };
}

/** The data, the error and whether the first answer is still awaited: what a page with a loading line and Try Again shows. */
export function selectShown<T>(result: { readonly data?: T; readonly error?: unknown; readonly isLoading: boolean }): {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isLoading: boolean;
} {
  return { data: result.data, error: result.error, isLoading: result.isLoading };
}
