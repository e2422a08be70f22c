import { useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';

/**
 * The search field's text, and the URL's `?q=` following it (replaced, not pushed, so Back leaves the
 * search rather than stepping through its letters). A URL changed from elsewhere (Back, a link, the
 * header's search) leads; the field's own replacements never do, as they may land after the next keystroke.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const inUrl = searchParams.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  const [seenInUrl, setSeenInUrl] = useState(inUrl);

  // Adjusted while rendering, as React advises for state that follows a prop.
  if (inUrl !== seenInUrl) {
    setSeenInUrl(inUrl);
    if (navigationType !== NavigationType.Replace) setText(inUrl);
  }

  const change = (next: string) => {
    setText(next);
    setSearchParams(next ? { q: next } : {}, { replace: true });
  };
  return { text, query: text.trim(), change };
}
