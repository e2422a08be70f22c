import { RootLayout } from '@/features/layout/RootLayout';
import { RouteHead } from './RouteHead';

/** The root route: the shared frame, and the head of whichever page is in it. */
export function AppRoot() {
  return (
    <>
      <RouteHead />
      <RootLayout />
    </>
  );
}
