/** What `read` finds in storage, or `fallback` where storage is refused (a blocked site) or holds no JSON. */
export function fromStorage<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
