import { createElement, use, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/useHydrated';
import type { AppPage } from './pageModule';
import { loadPage } from './pageModule';
import { PaintedHead, RouteHead } from './RouteHead';

/**
 * A route's page and its head, suspending (under the frame's loading line) until the page's module has loaded, and its
 * head's own code where it has some (`headCode`). Only the visit React hydrated does without that code meanwhile: its
 * head is in the document already, so the code comes once the browser is idle (`PaintedHead`), not during the takeover.
 */
export function PageView({ page }: { readonly page: AppPage }) {
  const visit = useLocation().key;
  const hydrated = useHydrated();
  // The visit whose head was painted, until its code has come or the reader moves on (the router's move to the address
  // bar's URL keeps the key). Coming back later to that entry, the document holds another page's head: it waits.
  const [paintedVisit, setPaintedVisit] = useState(hydrated ? undefined : visit);
  if (paintedVisit !== undefined && visit !== paintedVisit) setPaintedVisit(undefined);
  const module = use(loadPage(page, visit));
  const { headCode } = module;
  const headPainted = headCode !== undefined && visit === paintedVisit;
  if (headCode && !headPainted) use(headCode(visit));
  // The same element while the module is the same: when `useHydrated` renders this view again just after hydration,
  // React leaves the page below as it is rather than rendering all of it again (`npm run bench:profile`).
  const pageElement = useMemo(() => createElement(module.Page), [module.Page]);
  return (
    <>
      {headPainted ? (
        <PaintedHead code={headCode} visit={visit} onLoaded={() => setPaintedVisit(undefined)} />
      ) : (
        <RouteHead head={module.head} />
      )}
      {pageElement}
    </>
  );
}
