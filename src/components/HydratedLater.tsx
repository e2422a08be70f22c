import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a painted page that answers the reader without React (plain links, the platform's controls), so it need
 * not hold up React's takeover: React leaves its painted markup as it is, marks the page interactive, then hydrates
 * it while the main thread is idle, or at once should the reader use it or what it renders from change first (React's
 * selective hydration of a Suspense boundary). Nothing inside may suspend: it never shows a fallback.
 * docs/decisions/hydrate-later.md
 */
export function HydratedLater({ children }: { readonly children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
