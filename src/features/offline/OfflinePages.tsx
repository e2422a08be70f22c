// The Saved page and the offline page (the worker's stand-in for a page never opened), drawn from IndexedDB once interactive.
import { useSyncExternalStore, type PropsWithChildren } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppDispatch } from '@/store/hooks';
import { offlineText } from '@/content/offline';
import { formatLongDate } from '@/lib/date';
import { postPath } from '@/lib/postPath';
import { useHydrated } from '@/lib/useHydrated';
import { removeSavedPostForOffline } from './offlineActions';
import { offlinePageAskedFor } from '@/lib/offlinePaths';
import type { PostRecord } from './offlineRecords';
import type { OfflineState } from './offlineSlice';
import { useOfflineRecords } from './useOfflineRecords';
import * as styles from './OfflinePages.module.scss';

function PostLine({ post, onRemove }: { readonly post: PostRecord; readonly onRemove?: () => void }) {
  const date = formatLongDate(post.date);
  return (
    <li className={styles.post}>
      <Link to={postPath(post.slug)} className={styles.title}>
        {post.title}
      </Link>
      {date && (
        <time className={styles.date} dateTime={post.date}>
          {date}
        </time>
      )}
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={offlineText.removeLabel(post.title)} onClick={onRemove}>
          {offlineText.remove}
        </button>
      )}
    </li>
  );
}

/** A titled list of posts, or nothing when it has none. */
function PostList({ heading, posts }: { readonly heading: string; readonly posts: readonly PostRecord[] }) {
  if (posts.length === 0) return null;
  return (
    <>
      <h2>{heading}</h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <PostLine key={post.slug} post={post} />
        ))}
      </ul>
    </>
  );
}

/** The lists once read (`empty` says why there are none); before, nothing until scripts run, and why where they never will. */
function RecordsView({ records, empty, children }: PropsWithChildren<Pick<OfflineState, 'records'> & { readonly empty?: string }>) {
  if (records === 'unavailable') return <p className={styles.note}>{offlineText.storageRefused}</p>;
  if (records !== 'ready')
    return (
      <noscript>
        <p className={styles.note}>{offlineText.savedNeedsScripts}</p>
      </noscript>
    );
  return empty ? <p className={styles.note}>{empty}</p> : children;
}

export function SavedPage() {
  const dispatch = useAppDispatch();
  const { records, saved, dropped } = useOfflineRecords();
  return (
    <section className={styles.page} aria-labelledby="saved-title">
      <h1 id="saved-title">{offlineText.savedTitle}</h1>
      <p className={styles.intro}>{offlineText.savedIntro}</p>
      {dropped.map((post) => (
        <p key={post.slug} className={styles.note} role="status">
          {offlineText.dropped(post.title)}
        </p>
      ))}
      <RecordsView records={records} empty={saved.length === 0 ? offlineText.savedEmpty : undefined}>
        <ul className={styles.list}>
          {saved.map((post) => (
            <PostLine key={post.slug} post={post} onRemove={() => void dispatch(removeSavedPostForOffline(post.slug))} />
          ))}
        </ul>
      </RecordsView>
    </section>
  );
}

function subscribeToOnline(update: () => void): () => void {
  addEventListener('online', update);
  addEventListener('offline', update);
  return () => {
    removeEventListener('online', update);
    removeEventListener('offline', update);
  };
}

const readOnLine = () => navigator.onLine;
const onLineOnServer = () => true;

export function OfflinePage() {
  const { records, saved, recent } = useOfflineRecords();
  const hydrated = useHydrated();
  const askedFor = offlinePageAskedFor(
    new URLSearchParams(useLocation().search),
    typeof window === 'undefined' ? undefined : window.location.origin,
  );
  // Online again: the page the reader asked for is a tap away.
  const onLine = useSyncExternalStore(subscribeToOnline, readOnLine, onLineOnServer);
  const recentNotSaved = recent.filter((post) => !saved.some((item) => item.slug === post.slug));
  return (
    <section className={styles.page} aria-labelledby="offline-title">
      <h1 id="offline-title">{offlineText.offlineTitle}</h1>
      <p className={styles.intro}>{offlineText.offlineIntro}</p>
      {askedFor && (
        <p>
          <a href={askedFor} className={styles.retry}>
            {onLine && hydrated ? offlineText.backOnline : offlineText.tryAgain}
          </a>
        </p>
      )}
      <RecordsView records={records} empty={saved.length + recentNotSaved.length === 0 ? offlineText.offlineNothing : undefined}>
        <PostList heading={offlineText.savedHeading} posts={saved} />
        <PostList heading={offlineText.recentHeading} posts={recentNotSaved} />
      </RecordsView>
    </section>
  );
}
