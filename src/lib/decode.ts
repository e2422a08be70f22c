/**
 * `decodeURIComponent` for text from the address bar or a link, which may hold a malformed
 * escape (`#%`, `%E0%A4%A`): such text is used as it stands rather than thrown on.
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
