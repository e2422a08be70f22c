import { cx } from '@/lib/classNames';
import * as styles from './OmMark.module.scss';

/** ॐ as a CSS mask: it shows without a Devanagari font, fetches none, and neither the HTML nor the JS carries it. */
export function OmMark({ className }: { readonly className?: string }) {
  return <span className={cx(styles.mark, className)} aria-hidden="true" />;
}
