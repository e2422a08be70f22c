import { Link } from 'react-router';
import type { PathPlace, ReadingLink } from '@/api/models';
import { blogText } from '@/content/blog';
import { pathPlaceText } from '@/content/postEnd';
import { postPath } from '@/lib/postPath';
import { postEndLinks } from './postEndLinks';
import { usePostReading } from './usePostReading';
import * as styles from './PostReading.module.scss';

/** By date or on a reading path: each a series, which `rel` names. */
function Neighbour({ link, label, rel }: { readonly link: ReadingLink; readonly label: string; readonly rel: 'prev' | 'next' }) {
  return (
    <li className={styles[rel]}>
      <Link to={postPath(link.slug)} rel={rel} className={styles.neighbour}>
        <span className={styles.direction}>{label}</span> <span className={styles.title}>{link.title}</span>
      </Link>
    </li>
  );
}

interface NeighboursProps {
  readonly previous: ReadingLink | null;
  readonly next: ReadingLink | null;
  readonly labels: { readonly previous: string; readonly next: string };
}

function Neighbours({ previous, next, labels }: NeighboursProps) {
  if (!previous && !next) return null;
  return (
    <ul className={styles.neighbours}>
      {previous && <Neighbour link={previous} label={labels.previous} rel="prev" />}
      {next && <Neighbour link={next} label={labels.next} rel="next" />}
    </ul>
  );
}

const DATE_LABELS = { previous: blogText.previousPost, next: blogText.nextPost };

function Place({ place }: { readonly place: PathPlace }) {
  const id = `path-${place.path}`;
  return (
    <nav className={styles.path} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <Link to={`/${place.path}`}>{place.title}</Link>
        {pathPlaceText.position(place.position, place.total)}
      </h2>
      <Neighbours previous={place.previous} next={place.next} labels={pathPlaceText} />
    </nav>
  );
}

/** Where the post stands on each reading path it is on ("Start here · 4 of 10"), with its neighbours there. */
export function PathPlaces({ slug }: { readonly slug: string }) {
  const reading = usePostReading(slug);
  return reading?.paths.map((place) => <Place key={place.path} place={place} />);
}

/** Related reading and the neighbours by date, less those the paths' places link; none for a post newer than the build. */
export function PostReading({ slug }: { readonly slug: string }) {
  const reading = usePostReading(slug);
  if (!reading) return null;
  const { previous, next, related } = postEndLinks(reading);
  if (!previous && !next && related.length === 0) return null;
  return (
    <nav className={styles.reading} aria-label={blogText.moreReading}>
      {related.length > 0 && (
        <section aria-labelledby="related-reading">
          <h2 id="related-reading" className={styles.heading}>
            {blogText.relatedReading}
          </h2>
          <ul className={styles.related}>
            {related.map((link) => (
              <li key={link.slug}>
                <Link to={postPath(link.slug)}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Neighbours previous={previous} next={next} labels={DATE_LABELS} />
    </nav>
  );
}
