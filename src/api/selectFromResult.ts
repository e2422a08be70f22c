// A component re-renders only when what it reads changes: the live check after hydration, if unchanged, re-renders nothing.

export function selectData<T>(result: { readonly data?: T }) {
  return { data: result.data };
}

/** This argument's answer (a slower answer for another is never shown) and the latest request's error. */
export function selectOutcome<T>(result: { readonly currentData?: T; readonly error?: unknown; readonly isError: boolean }) {
  return { data: result.currentData, error: result.isError ? result.error : undefined };
}
