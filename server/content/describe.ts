/** Longest description of a value in a message about content. */
const MAX_LENGTH = 80;

/**
 * A value as a message shows it: JSON-like, cut at 80 characters. Reads only as much as it shows, so a YAML
 * alias bomb (a few hundred bytes that expand to hundreds of millions of nodes) costs no more than a small value.
 */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  const parts: string[] = [];
  let length = 0;
  const seen = new Set<object>();
  const emit = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const full = () => length > MAX_LENGTH;

  const write = (item: unknown): void => {
    if (full()) return;
    if (item === null || typeof item === 'number' || typeof item === 'boolean') emit(String(item));
    else if (typeof item === 'string') emit(JSON.stringify(item.length > MAX_LENGTH ? item.slice(0, MAX_LENGTH + 1) : item));
    else if (item instanceof Date) emit(JSON.stringify(Number.isNaN(item.getTime()) ? null : item.toISOString()));
    else if (typeof item === 'bigint') emit(item.toString());
    else if (typeof item !== 'object') emit(typeof item);
    else if (seen.has(item)) emit('[…]');
    else {
      seen.add(item);
      const isArray = Array.isArray(item);
      emit(isArray ? '[' : '{');
      let first = true;
      for (const key in item) {
        if (full()) break;
        if (!Object.hasOwn(item, key)) continue;
        if (!first) emit(',');
        first = false;
        if (!isArray) emit(`${JSON.stringify(key)}:`);
        write((item as Record<string, unknown>)[key]);
      }
      emit(isArray ? ']' : '}');
      seen.delete(item);
    }
  };
  write(value);
  const text = parts.join('');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 3)}...` : text;
}
