import { formatLongDate } from '@/lib/date';

interface PostFactsProps {
  readonly className: string;
  /** Left out when it does not read as a date. */
  readonly date: string | undefined;
  readonly readingMinutes: number | undefined;
}

/** A post's date, in the spec's long form, and its reading time. */
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
