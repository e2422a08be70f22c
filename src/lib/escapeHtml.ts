const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe inside HTML, as element content or a double-quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);
