import { formatLongDate } from '@/lib/date';

interface PostFactsProps {
  readonly className: string;
  /** The post's date as the functions give it; left out when it does not read as one. */
  readonly date: string | undefined;
  readonly readingMinutes: number | undefined;
}

/** A post's date, in the spec's long form, and its reading time, as its header and its card write them. */
export function PostFacts({ className, date, readingMinutes }: PostFactsProps) {
  const longDate = date === undefined ? null : formatLongDate(date);
  if (!longDate && !readingMinutes) return null;
  return (
    <p className={className}>
      {longDate && <time dateTime={date}>{longDate}</time>}
      {longDate && readingMinutes && <span aria-hidden="true"> · </span>}
      {readingMinutes && <span>{`${readingMinutes} min read`}</span>}
    </p>
  );
}
