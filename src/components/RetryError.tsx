import { StatusMessage } from './StatusMessage';
import * as styles from './RetryError.module.scss';

interface RetryErrorProps {
  /** Shown after 'Error: ' (spec §8). */
  readonly message: string | undefined;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

export function RetryError({ message, retryLabel, onRetry }: RetryErrorProps) {
  return (
    <StatusMessage
      tone="error"
      action={
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      }
    >
      Error: {message}
    </StatusMessage>
  );
}
