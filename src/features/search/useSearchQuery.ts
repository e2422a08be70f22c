import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search field's text, and the URL's `?q=` following it (replaced, not pushed, so Back leaves the
 * search rather than stepping through its letters). A URL changed from outside (Back, a link) leads.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);

  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    setText(inUrl);
  }, [inUrl]);

  const change = (next: string) => {
    setText(next);
    written.current = next;
    setSearchParams(next ? { q: next } : {}, { replace: true });
  };
  return { text, query: text.trim(), change };
}
