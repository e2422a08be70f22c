import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFoundText } from '@/content/notFound';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements } from '@/content/adSlots';
import * as styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Not while this page stands in at /404 for a path of another page, at hydration (the host served 404.html for it).
    if (pathname === '/404' && window.location.pathname !== pathname) return;
    // Kept in the console on purpose (spec §2): it shows operators which broken links visitors follow.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <AdBannerGroup placement={adPlacements.pageTop} />
      <section className={styles.notFound} aria-labelledby="not-found-title">
        <p className={styles.code}>404</p>
        <h1 id="not-found-title">{notFoundText.heading}</h1>
        <p className={styles.hint}>{notFoundText.hint}</p>
        <div className={styles.ways}>
          <Link to="/" className={styles.home}>
            {notFoundText.home}
          </Link>
          <Link to="/blog" className={styles.other}>
            {notFoundText.blog}
          </Link>
          <Link to="/search" className={styles.other}>
            {notFoundText.search}
          </Link>
        </div>
      </section>
      <AdBannerGroup placement={adPlacements.pageBottom} />
    </>
  );
}
