import type { ReactNode } from 'react';
import { cx } from '@/lib/classNames';
import * as styles from './StatusMessage.module.scss';

interface StatusMessageProps {
  /** `error` is announced at once; the others politely. */
  readonly tone: 'loading' | 'error' | 'empty';
  readonly children: ReactNode;
  readonly action?: ReactNode;
}

/** A loading, error or empty state, announced to screen readers. */
export function StatusMessage({ tone, children, action }: StatusMessageProps) {
  return (
    <div className={cx(styles.status, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
