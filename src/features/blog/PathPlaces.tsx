import { AppLink } from '@/components/AppLink';
import { useGetReadingQuery } from '@/api/apiSlice';
import type { PathPlace } from '@/api/models';
import { pathsText } from '@/content/paths';
import { postPath } from '@/lib/postPath';
import * as styles from './PathPlaces.module.scss';

function Place({ place }: { readonly place: PathPlace }) {
  const { previous, next } = place;
  return (
    <nav className={styles.place} aria-labelledby={`path-${place.path}`}>
      <p id={`path-${place.path}`} className={styles.where}>
        <AppLink to={`/${place.path}`}>{place.title}</AppLink>
        {pathsText.position(place.position, place.total)}
      </p>
      <ul className={styles.steps}>
        {previous && (
          <li>
            <AppLink to={postPath(previous.slug)} rel="prev">
              <span className={styles.direction}>{pathsText.previous}</span>
              {` ${previous.title}`}
            </AppLink>
          </li>
        )}
        {next && (
          <li className={styles.next}>
            <AppLink to={postPath(next.slug)} rel="next">
              <span className={styles.direction}>{pathsText.next}</span>
              {` ${next.title}`}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * Where the post stands on each reading path it is on ("Start here · 4 of 10") with the path's posts before and after
 * it: part of the post's reading file, so it comes with the post's own data and is in the prerendered page at once.
 */
export function PathPlaces({ slug }: { readonly slug: string }) {
  const { data: reading } = useGetReadingQuery(slug);
  if (!reading?.paths.length) return null;
  return reading.paths.map((place) => <Place key={place.path} place={place} />);
}
