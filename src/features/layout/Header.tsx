import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/AppLink';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { mainNav, siteName } from '@/content/site';
import { mobileMenuClosed, mobileMenuOpened, selectDeviceMode } from '@/features/ui/uiSlice';
import { hidePopover } from '@/lib/popover';
import { usePopoverState } from '@/lib/usePopoverState';
import { NavItemLink } from './NavItemLink';
import { HeaderSearch } from './HeaderSearch';
import { RelatedLinksMenu } from './RelatedLinksMenu';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.module.scss';
import { OmMark } from '@/components/OmMark';

const NAV_ID = 'site-navigation';

/** On phones the navigation is a popover its Menu button opens by itself, so it works before the page's scripts start. */
export function Header() {
  const dispatch = useAppDispatch();
  const deviceMode = useAppSelector(selectDeviceMode);
  const navRef = useRef<HTMLElement>(null);
  usePopoverState(navRef, (open) => dispatch(open ? mobileMenuOpened() : mobileMenuClosed()));
  const closeMenu = () => hidePopover(navRef.current);

  useEffect(() => {
    if (deviceMode === 'desktop') hidePopover(navRef.current);
  }, [deviceMode]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink to="/" className={styles.brand} onClick={closeMenu}>
          <OmMark className={styles.mark} />
          <span className={styles.brandName}>{siteName}</span>
        </AppLink>
        <HeaderSearch />
        <button type="button" className={styles.menuToggle} popoverTarget={NAV_ID} aria-controls={NAV_ID}>
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
        <nav id={NAV_ID} ref={navRef} popover="auto" aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.navLink} onNavigate={closeMenu} />
              </li>
            ))}
            <li>
              <RelatedLinksMenu onNavigate={closeMenu} />
            </li>
            <li>
              <ThemeToggle />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
