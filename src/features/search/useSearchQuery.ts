import { useEffect, useRef, useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';

/** How long typing pauses before the URL follows: each URL change renders the whole page again. */
const URL_DELAY_MS = 400;

/**
 * The search field's text, and `?q=` following it once typing pauses or the field loses focus, replaced so Back leaves
 * the search. A URL changed from elsewhere (Back, a link) leads; the field's own replacements may land late, so never do.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const inUrl = searchParams.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  const [seenInUrl, setSeenInUrl] = useState(inUrl);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: string } | null>(null);

  // Adjusted while rendering, as React advises for state that follows a prop.
  if (inUrl !== seenInUrl) {
    setSeenInUrl(inUrl);
    if (navigationType !== NavigationType.Replace) setText(inUrl);
  }

  const writeUrl = (value: string) => {
    setSearchParams(value ? { q: value } : {}, { replace: true });
  };
  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { value } = pending.current;
    pending.current = null;
    if (value !== inUrl) writeUrl(value);
  };
  const change = (next: string) => {
    setText(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value: next, timer: setTimeout(flush, URL_DELAY_MS) };
  };

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );
  return { text, query: text.trim(), change, flush };
}
