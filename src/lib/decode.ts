/** Text from the address bar may hold a malformed escape (`#%`, `%E0%A4%A`): it is used as it stands, not thrown on. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
