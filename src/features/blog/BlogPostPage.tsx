import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { GonePostSlot, ReadingPlaceSlot } from '@/features/offline/offlineSlots';
import { useGetDetailsQuery } from '@/api/apiSlice';
import type { BlogDetail } from '@/api/models';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { postPath } from '@/lib/postPath';
import { postSlug } from './blogQueries';
import { PostArticle } from './PostArticle';
import { PathPlaces, PostReading } from './PostReading';
import { usePostTerms } from './usePostReading';
import { selectOutcome } from '@/api/selectFromResult';
import { postView } from './views';
import * as styles from './BlogPostPage.module.scss';

function BackToBlog() {
  return (
    <Link to="/blog" className={styles.back}>
      <span aria-hidden="true">← </span>
      {blogText.backToBlog}
    </Link>
  );
}

function ShownPost({ slug, post }: { readonly slug: string; readonly post: BlogDetail }) {
  const record = useMemo(() => ({ slug, title: post.metaTitle, date: post.date }), [slug, post.metaTitle, post.date]);
  return (
    <>
      <PostArticle slug={slug} post={post} path={postPath(slug)} terms={usePostTerms(slug)} />
      <ReadingPlaceSlot post={record} />
    </>
  );
}

export function BlogPostPage() {
  const slug = postSlug(useLocation().pathname, useParams());
  // `currentData`: a slower answer for the previous post is never shown.
  const view = postView(useGetDetailsQuery(slug, { selectFromResult: selectOutcome }));

  if (view.state === 'post') {
    return (
      <div className={styles.page}>
        <BackToBlog />
        <ShownPost key={slug} slug={slug} post={view.post} />
        <PathPlaces slug={slug} />
        <PostReading slug={slug} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {/* Loading, error and not-found states still give the page its one h1, for screen-reader users. */}
      <h1 className="visually-hidden">{blogText.postStateHeading}</h1>
      {view.state === 'loading' && <StatusMessage tone="loading">{blogText.loadingPost}</StatusMessage>}
      {view.state === 'missing' && (
        <StatusMessage tone="empty" action={<BackToBlog />}>
          {blogText.notFound}
        </StatusMessage>
      )}
      {(view.state === 'gone' || view.state === 'error') && (
        <StatusMessage tone="error" action={<BackToBlog />}>
          Error: {view.message}
        </StatusMessage>
      )}
      {(view.state === 'missing' || view.state === 'gone') && <GonePostSlot slug={slug} />}
    </div>
  );
}
