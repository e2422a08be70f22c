/**
 * The path segment `pattern` captures, decoded exactly once (`/blog/50%252F50` → `50%2F50`); undefined when
 * the path does not match or the segment holds a malformed escape. React Router's own params read a literal
 * `%2F` as `/`, so `50%2F50` would come back as `50/50`.
 */
export function decodedSegment(pathname: string, pattern: RegExp): string | undefined {
  const segment = pattern.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
