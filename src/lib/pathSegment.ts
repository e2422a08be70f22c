/** The segment `pattern` captures, decoded exactly once: React Router's params read `50%2F50` as `50/50`. */
export function decodedSegment(pathname: string, pattern: RegExp): string | undefined {
  const segment = pattern.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
