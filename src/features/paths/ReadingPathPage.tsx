import { Link } from 'react-router';
import { useGetPathQuery } from '@/api/apiSlice';
import { selectOutcome } from '@/api/selectFromResult';
import { QueryView } from '@/components/QueryView';
import type { ReadingPath } from '@/api/models';
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

/** `/start-here`, the one reading path the site has. */
export function ReadingPathPage() {
  const result = useGetPathQuery(START_HERE, { selectFromResult: selectOutcome });
  const { data } = result;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{pathsText.eyebrow}</p>
        <h1 className={styles.title}>{data?.title ?? pathsText.eyebrow}</h1>
        {data && <p className={styles.intro}>{data.description}</p>}
      </header>
      <QueryView
        {...result}
        text={pathsText}
        isEmpty={(path) => path.steps.length === 0}
        empty={
          <StatusMessage tone="empty" action={<Link to="/blog">{pathsText.toBlog}</Link>}>
            {pathsText.missing}
          </StatusMessage>
        }
      >
        {(path) => <PathSteps path={path} />}
      </QueryView>
    </div>
  );
}
