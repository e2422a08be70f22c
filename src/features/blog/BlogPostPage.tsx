import { Link, useLocation, useParams } from 'react-router';
import { useGetDetailsQuery } from '@/api/apiSlice';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { postMeta } from '@/features/seo/pageMeta';
import { usePageMeta } from '@/features/seo/usePageMeta';
import { PostArticle } from './PostArticle';
import { slugFromPath } from './postPath';
import * as styles from './BlogPostPage.module.scss';

function BackToBlog() {
  return (
    <Link to="/blog" className={styles.back}>
      <span aria-hidden="true">← </span>
      {blogText.backToBlog}
    </Link>
  );
}

/** Loading, error and not-found states still give the page its one h1, for screen-reader users. */
function StateHeading() {
  return <h1 className="visually-hidden">{blogText.postStateHeading}</h1>;
}

export function BlogPostPage() {
  const { pathname } = useLocation();
  const { slug: routedSlug = '' } = useParams();
  const slug = slugFromPath(pathname) ?? routedSlug;
  // `currentData` belongs to this slug only: a slower answer for the previous post is never shown.
  const { currentData: post, error, isError } = useGetDetailsQuery(slug);
  usePageMeta(post ? postMeta(post) : null);

  if (isError) {
    return (
      <div className={styles.page}>
        <StateHeading />
        <StatusMessage tone="error" action={<BackToBlog />}>
          Error: {error.message}
        </StatusMessage>
      </div>
    );
  }
  if (post === undefined) {
    return (
      <div className={styles.page}>
        <StateHeading />
        <StatusMessage tone="loading">{blogText.loadingPost}</StatusMessage>
      </div>
    );
  }
  if (post === null) {
    return (
      <div className={styles.page}>
        <StateHeading />
        <StatusMessage tone="empty" action={<BackToBlog />}>
          {blogText.notFound}
        </StatusMessage>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <BackToBlog />
      <PostArticle post={post} />
    </div>
  );
}
