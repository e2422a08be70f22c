import type { MouseEvent } from 'react';
import { scrollToElement } from '@/lib/motion';
import * as styles from './SkipLink.module.scss';

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink({ targetId }: { readonly targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus ourselves: a hash change would be read by the router as a navigation.
    event.preventDefault();
    scrollToElement(targetId, 'instant');
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      Skip to content
    </a>
  );
}
