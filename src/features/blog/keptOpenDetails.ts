import { useCallback, useRef } from 'react';
import type { RefCallback } from 'react';

const detailsIn = (body: HTMLElement) => [...body.querySelectorAll('details')];

/** Reopens the glosses a reader opened when the body is drawn anew (a change of script); on each body's root, painted or drawn. */
export function useKeptOpenDetails(markdown: string): RefCallback<HTMLElement> {
  // The places, in the body, of the glosses a reader opened, for the post whose body it is.
  const kept = useRef({ markdown, places: new Set<number>() });
  return useCallback(
    (body: HTMLElement | null) => {
      if (!body) return;
      if (kept.current.markdown !== markdown) kept.current = { markdown, places: new Set() };
      const open = kept.current;
      // A gloss opened before the page hydrated is noted too: the browser opens one before any script.
      detailsIn(body).forEach((details, place) => {
        if (details.open) open.places.add(place);
        else if (open.places.has(place)) details.open = true;
      });
      // `toggle` does not bubble: the body hears it on the way down.
      const noteToggle = (event: Event) => {
        if (!(event.target instanceof HTMLDetailsElement)) return;
        const place = detailsIn(body).indexOf(event.target);
        if (place < 0) return;
        if (event.target.open) open.places.add(place);
        else open.places.delete(place);
      };
      body.addEventListener('toggle', noteToggle, true);
      return () => body.removeEventListener('toggle', noteToggle, true);
    },
    [markdown],
  );
}
