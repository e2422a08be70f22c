// A component re-renders only when what it reads changes: the live check after hydration, if unchanged, re-renders nothing.

export function selectData<T>(result: { readonly data?: T }): { readonly data: T | undefined } {
  return { data: result.data };
}

/** This argument's answer (a slower answer for another is never shown) and the latest request's error. */
export function selectOutcome<T>(result: { readonly currentData?: T; readonly error?: unknown; readonly isError: boolean }): {
  readonly data: T | undefined;
  readonly error: unknown;
} {
  return { data: result.currentData, error: result.isError ? result.error : undefined };
}
