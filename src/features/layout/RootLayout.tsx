import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { KeepPageCopiesSlot } from '@/features/offline/offlineSlots';
import { useDeviceModeSync } from '@/features/layout/useDeviceModeSync';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useRouteChangeFocus } from './useRouteChangeFocus';
import * as styles from './RootLayout.module.scss';

export const MAIN_CONTENT_ID = 'main-content';

function PageFrame({ children }: { readonly children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useDeviceModeSync();
  useRouteChangeFocus(mainRef);
  return (
    <div className={styles.frame}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <KeepPageCopiesSlot />
    </div>
  );
}

export function RootLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

/** Shown while the first page's code is still loading. */
export function RootLayoutFallback() {
  return (
    <PageFrame>
      <p className={styles.pending}>Loading…</p>
    </PageFrame>
  );
}
