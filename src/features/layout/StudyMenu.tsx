import { useRef } from 'react';
import { NavLink } from 'react-router';
import { studyMenuText } from '@/content/site';
import { hidePopover } from '@/lib/popover';
import { useStudyLinks } from './useStudyLinks';
import * as styles from './StudyMenu.module.scss';

const LIST_ID = 'study-tools';
const HEADING_ID = 'study-tools-heading';

/** Wide screens: a 'Study' button and a popover the browser opens by itself; phones: the list under its heading in the menu. */
export function StudyMenu({ onNavigate }: { readonly onNavigate?: () => void }) {
  const links = useStudyLinks();
  const listRef = useRef<HTMLUListElement>(null);

  const choose = () => {
    hidePopover(listRef.current);
    onNavigate?.();
  };

  return (
    <>
      <span id={HEADING_ID} className={styles.heading}>
        {studyMenuText.heading}
      </span>
      <button type="button" className={styles.trigger} popoverTarget={LIST_ID} aria-controls={LIST_ID}>
        {studyMenuText.heading}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={LIST_ID} ref={listRef} popover="auto" aria-labelledby={HEADING_ID} className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} className={styles.link} onClick={choose}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
