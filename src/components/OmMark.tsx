import { cx } from '@/lib/classNames';
import * as styles from './OmMark.module.scss';

/**
 * ॐ drawn as a shape, by the style sheet (a mask of the glyph's outline): it shows on a device with no Devanagari
 * font, the pages that show only it fetch no font, and neither the HTML nor the JS carries the outline.
 */
export function OmMark({ className }: { readonly className?: string }) {
  return <span className={cx(styles.mark, className)} aria-hidden="true" />;
}
