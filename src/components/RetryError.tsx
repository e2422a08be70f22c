import { errorMessage } from '@/api/errors';
import { StatusMessage } from './StatusMessage';
import * as styles from './RetryError.module.scss';

interface RetryErrorProps {
  readonly error: unknown;
  readonly retryLabel: string;
  readonly refetch: () => unknown;
  readonly className?: string;
}

/** A query's failure, worded after 'Error: ' (spec §8), with a button that asks again. */
export function RetryError({ error, retryLabel, refetch, className = styles.retry }: RetryErrorProps) {
  return (
    <StatusMessage
      tone="error"
      action={
        <button type="button" className={className} onClick={() => void refetch()}>
          {retryLabel}
        </button>
      }
    >
      Error: {errorMessage(error)}
    </StatusMessage>
  );
}
