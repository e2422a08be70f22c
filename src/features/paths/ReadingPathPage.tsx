import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { useGetPathQuery } from '@/api/apiSlice';
import { selectShown } from '@/api/selectFromResult';
import type { ReadingPath } from '@/api/models';
import { RetryError } from '@/components/RetryError';
import { StatusMessage } from '@/components/StatusMessage';
import { pathsText } from '@/content/paths';
import { START_HERE } from '@/content/site';
import { postPath } from '@/lib/postPath';
import * as styles from './ReadingPathPage.module.scss';

function PathSteps({ path }: { readonly path: ReadingPath }) {
  return (
    <ol className={styles.steps} aria-label={pathsText.stepsLabel}>
      {path.steps.map((step) => (
        <li key={step.slug} className={styles.step}>
          <h2 className={styles.stepTitle}>
            <Link to={postPath(step.slug)}>{step.title}</Link>
          </h2>
          <p className={styles.why}>{step.why}</p>
        </li>
      ))}
    </ol>
  );
}

/** A reading path's page: its essays in order, each with why to read it next, from the file the build wrote. */
export function ReadingPathPage({ slug }: { readonly slug: string }) {
  const { data, error, isLoading, refetch } = useGetPathQuery(slug, {
    selectFromResult: selectShown,
  });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{pathsText.eyebrow}</p>
        <h1 className={styles.title}>{data?.title ?? pathsText.eyebrow}</h1>
        {data && <p className={styles.intro}>{data.description}</p>}
      </header>
      {error ? (
        <RetryError message={errorMessage(error)} retryLabel={pathsText.tryAgain} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <StatusMessage tone="loading">{pathsText.loading}</StatusMessage>
      ) : data?.steps.length ? (
        <PathSteps path={data} />
      ) : (
        <StatusMessage tone="empty" action={<Link to="/blog">{pathsText.toBlog}</Link>}>
          {pathsText.missing}
        </StatusMessage>
      )}
    </div>
  );
}

/** `/start-here`: the path for newcomers. */
export function StartHerePage() {
  return <ReadingPathPage slug={START_HERE} />;
}
