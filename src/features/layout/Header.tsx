import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { mainNav, siteName } from '@/content/site';
import { mobileMenuClosed, mobileMenuToggled, selectMobileMenuOpen } from '@/features/ui/uiSlice';
import { cx } from '@/lib/classNames';
import { NavItemLink } from './NavItemLink';
import { RelatedLinksMenu } from './RelatedLinksMenu';
import * as styles from './Header.module.scss';

const NAV_ID = 'site-navigation';

export function Header() {
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => dispatch(mobileMenuClosed());

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(mobileMenuClosed());
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, dispatch]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <span className={styles.mark} aria-hidden="true">
            ॐ
          </span>
          {siteName}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => dispatch(mobileMenuToggled())}
        >
          <span className={cx(styles.menuIcon, menuOpen && styles.menuIconOpen)} aria-hidden="true" />
          Menu
        </button>
        <nav id={NAV_ID} aria-label="Main" className={cx(styles.nav, menuOpen && styles.navOpen)}>
          <ul className={styles.navList}>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.navLink} onNavigate={closeMenu} />
              </li>
            ))}
            <li>
              <RelatedLinksMenu onNavigate={closeMenu} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
