/** `new URL` that answers null for what does not parse, not a throw (`URL.parse` is missing from browsers before 2024). */
export function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
