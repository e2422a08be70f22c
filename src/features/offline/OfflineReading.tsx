// Offline reading's UI, the `offline` chunk loaded once the page is interactive; offlineSlots.tsx places it.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useConfig } from '@/config/ConfigContext';
import { useAppDispatch } from '@/store/hooks';
import { offlineText } from '@/content/offline';
import { postPath } from '@/lib/postPath';
import {
  forgetGonePost,
  keepPageCopy,
  keepReadingPlace,
  recordPostRead,
  removeSavedPostForOffline,
  savePostForOffline,
} from './offlineActions';
import type { PostRecord } from './offlineRecords';
import { offline } from './offlineSlice';
import { useOfflineRecords } from './useOfflineRecords';
import { READING_BODY_ATTRIBUTE, type ResumeState } from '@/lib/readingPlace';
import * as resumeStyles from './ContinueReading.module.scss';
import * as styles from './SaveForOffline.module.scss';

/** Every page the reader opens stays readable offline (with the service worker, `src/app/serviceWorker`). */
export function KeepPageCopies() {
  const { pathname, search } = useLocation();
  const { apiUrl, apiKey } = useConfig();
  useEffect(() => {
    const keep = () => void keepPageCopy({ apiUrl, apiKey }).catch(() => undefined);
    // Once what the page shows has settled; and when the first worker takes the page over.
    const timer = setTimeout(keep, 1000);
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    workers?.addEventListener('controllerchange', keep);
    return () => {
      clearTimeout(timer);
      workers?.removeEventListener('controllerchange', keep);
    };
  }, [pathname, search, apiUrl, apiKey]);
  return null;
}

const PROBLEM_TEXT = { full: offlineText.deviceFull, failed: offlineText.saveFailed };

/** "Save for offline", which becomes "Saved" with a way to remove it. */
export function SaveForOffline({ post }: { readonly post: PostRecord }) {
  const dispatch = useAppDispatch();
  const { records, saved, saving, saveProblem } = useOfflineRecords();
  const isSaved = saved.some((item) => item.slug === post.slug);
  const problem = saveProblem?.slug === post.slug ? PROBLEM_TEXT[saveProblem.problem] : '';
  const busy = saving === post.slug;
  const save = () => void dispatch(savePostForOffline(post));
  return (
    <div className={styles.save}>
      {isSaved ? (
        <>
          <span className={styles.saved}>
            <span aria-hidden="true">✓ </span>
            {offlineText.saved}
          </span>
          <button
            type="button"
            className={styles.button}
            aria-label={offlineText.removeLabel(post.title)}
            onClick={() => void dispatch(removeSavedPostForOffline(post.slug))}
          >
            {offlineText.remove}
          </button>
        </>
      ) : (
        <button type="button" className={styles.button} disabled={records !== 'ready' || busy} aria-busy={busy} onClick={save}>
          {busy ? offlineText.saving : offlineText.save}
        </button>
      )}
      <p className={styles.status} role="status">
        {records === 'unavailable' ? offlineText.storageRefused : problem}
      </p>
    </div>
  );
}

/** How much of the screen's top the site's sticky header covers. */
const coveredTop = () => Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);

/** The index of the article's first block still in view below the sticky header (0 at the top). */
function blockAtTop(body: Element): number {
  const covered = coveredTop();
  const blocks = [...body.children];
  const index = blocks.findIndex((block) => block.getBoundingClientRect().bottom > covered);
  return index === -1 ? blocks.length : index;
}

/** Scrolls a block to just below the sticky header, where `blockAtTop` finds it. */
function scrollBlockToTop(block: Element): void {
  scrollTo({ top: scrollY + block.getBoundingClientRect().top - coveredTop(), behavior: 'instant' });
}

/** How long scrolling must rest before the place is written down. */
const PLACE_SETTLE_MS = 800;

/** On a post: heads the recent list with it, and keeps where the reader stops (the block at the top) until they reach its end. */
export function ReadingPlaceTracker({ post: { slug, title, date } }: { readonly post: PostRecord }) {
  const dispatch = useAppDispatch();
  const { records } = useOfflineRecords();
  const resume = (useLocation().state as ResumeState | null)?.resumeBlock;
  const resumed = useRef(false);

  useEffect(() => {
    if (records === 'ready') void dispatch(recordPostRead({ slug, title, date }));
  }, [dispatch, records, slug, title, date]);

  useEffect(() => {
    const body = document.querySelector(`[${READING_BODY_ATTRIBUTE}]`);
    if (!body || records !== 'ready') return;
    if (typeof resume === 'number' && !resumed.current) {
      resumed.current = true;
      const block = body.children[Math.min(resume, body.children.length - 1)];
      if (block) scrollBlockToTop(block);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      const block = blockAtTop(body);
      const finished = body.getBoundingClientRect().bottom <= innerHeight;
      if (finished) void dispatch(keepReadingPlace(null));
      else if (block > 0) void dispatch(keepReadingPlace({ slug, title, date, block, updatedAt: Date.now() }));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, PLACE_SETTLE_MS);
    };
    addEventListener('scroll', onScroll, { passive: true });
    // A reader who scrolled before this code arrived has a place already.
    onScroll();
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', onScroll);
    };
  }, [dispatch, records, slug, title, date, resume]);
  return null;
}

/** "Continue reading: <title>", at the foot of the screen (it covers nothing for good and moves nothing). */
export function ContinueReading() {
  const dispatch = useAppDispatch();
  const { place, continueDismissed } = useOfflineRecords();
  if (!place || continueDismissed) return null;
  const state: ResumeState = { resumeBlock: place.block };
  return (
    <aside className={resumeStyles.resume} aria-label={offlineText.continueReading.replace(/:$/, '')}>
      <Link to={postPath(place.slug)} state={state} className={resumeStyles.resumeLink}>
        {offlineText.continueReading} <span className={resumeStyles.resumeTitle}>{place.title}</span>
      </Link>
      <button
        type="button"
        className={resumeStyles.notNow}
        aria-label={offlineText.notNowLabel}
        onClick={() => dispatch(offline.continueReadingDismissed())}
      >
        {offlineText.notNow}
      </button>
    </aside>
  );
}

/** On a post the backend says is not there: it leaves Saved and the caches, and a reader who had saved it is told. */
export function GonePost({ slug }: { readonly slug: string }) {
  const dispatch = useAppDispatch();
  const { records, dropped } = useOfflineRecords();
  useEffect(() => {
    if (records === 'ready') void dispatch(forgetGonePost(slug));
  }, [dispatch, records, slug]);
  const note = dropped.find((post) => post.slug === slug);
  return (
    <p className={styles.status} role="status">
      {note ? offlineText.dropped(note.title) : ''}
    </p>
  );
}
