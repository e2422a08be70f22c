import { Link } from 'react-router';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mainNav, relatedSites, siteName, studyMenuText } from '@/content/site';
import { mobileMenuClosed, mobileMenuLinkChosen, mobileMenuOpened, selectMobileMenuOpen } from '@/store/uiSlice';
import { useOpenInState } from '@/lib/useOpenInState';
import { NavItemLink } from './NavItemLink';
import { HeaderSearch } from './HeaderSearch';
import { HeaderMenu } from './HeaderMenu';
import { ThemeToggle } from './ThemeToggle';
import { useStudyLinks } from './useStudyLinks';
import * as styles from './Header.module.scss';
import * as relatedStyles from './RelatedLinksMenu.module.scss';
import * as studyStyles from './StudyMenu.module.scss';
import { OmMark } from '@/components/OmMark';

const NAV_ID = 'site-navigation';
/** The header's last element: the page's first frame waits for it (`rel="expect"` in public/index.html). */
const MENU_BUTTON_ID = 'site-menu-button';

/** On phones the navigation is a popover its Menu button opens before any script; then it follows `ui.mobileMenuOpen`. */
export function Header() {
  const dispatch = useAppDispatch();
  const navRef = useRef<HTMLElement>(null);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  useOpenInState(navRef, 'popover', (open) => dispatch(open ? mobileMenuOpened() : mobileMenuClosed()), menuOpen);
  const closeMenu = () => dispatch(mobileMenuLinkChosen());
  const studyLinks = useStudyLinks();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <OmMark className={styles.mark} />
          <span className={styles.brandName}>{siteName}</span>
        </Link>
        {/* In the order they are drawn, for Tab: the bar's navigation, then search; on phones the navigation is a
            popover, which Tab reaches after its Menu button. */}
        <nav id={NAV_ID} ref={navRef} popover="auto" aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.navLink} onNavigate={closeMenu} />
              </li>
            ))}
            <li>
              <HeaderMenu id="related-links" label="Related Links" links={relatedSites} styles={relatedStyles} onNavigate={closeMenu} />
            </li>
            <li>
              <HeaderMenu
                id="study-tools"
                label={studyMenuText.heading}
                links={studyLinks}
                withHeading
                styles={studyStyles}
                onNavigate={closeMenu}
              />
            </li>
            <li>
              <ThemeToggle />
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <button type="button" id={MENU_BUTTON_ID} className={styles.menuToggle} popoverTarget={NAV_ID} aria-controls={NAV_ID}>
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
      </div>
    </header>
  );
}
