import type { ReactNode } from 'react';
import { RetryError } from './RetryError';
import { StatusMessage } from './StatusMessage';

interface QueryViewProps<T> {
  /** None yet: loading; `null`: nothing there. */
  readonly data: T | undefined;
  readonly error: unknown;
  readonly refetch: () => unknown;
  readonly text: { readonly loading: string; readonly tryAgain: string };
  readonly empty: ReactNode;
  readonly isEmpty?: (data: NonNullable<T>) => boolean;
  /** Shown above the loading line and the error (a heading, while the data's own is not there). */
  readonly lead?: ReactNode;
  /** Try Again in another look than the primary button's (the landing page's news). */
  readonly retryClassName?: string;
  readonly children: (data: NonNullable<T>) => ReactNode;
}

/** A page's states from one query (spec §2, §8); an error stands above what was shown, which stays. */
export function QueryView<T>({ data, error, refetch, text, empty, isEmpty, lead, retryClassName, children }: QueryViewProps<T>) {
  const shown = data === undefined || data === null || isEmpty?.(data) ? undefined : data;
  if (error !== undefined) {
    return (
      <>
        {shown === undefined && lead}
        <RetryError error={error} retryLabel={text.tryAgain} refetch={refetch} className={retryClassName} />
        {shown !== undefined && children(shown)}
      </>
    );
  }
  if (data === undefined) {
    return (
      <>
        {lead}
        <StatusMessage tone="loading">{text.loading}</StatusMessage>
      </>
    );
  }
  return shown === undefined ? empty : children(shown);
}
