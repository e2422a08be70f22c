import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';

export interface PageChange {
  readonly location: Location;
  /** The entry the visitor opened, before they first moved: nothing changed on screen yet. */
  readonly opened: boolean;
}

/** After each commit showing a new path (with `withHash`, a new fragment too); the blog's `?page=` alone is not one. */
export function usePageChange(onChange: (change: PageChange) => void, { withHash = false } = {}): void {
  const location = useLocation();
  const [openedKey, setOpenedKey] = useState<string | null>(location.key);
  if (openedKey !== null && location.key !== openedKey) setOpenedKey(null);
  const opened = location.key === openedKey;
  const report = useEffectEvent(() => {
    onChange({ location, opened });
  });
  const hash = withHash ? location.hash : '';
  useEffect(() => {
    report();
  }, [location.pathname, hash]);
}
