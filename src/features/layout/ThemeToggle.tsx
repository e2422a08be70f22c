import { themeToggleText } from '@/content/site';
import { THEME_FORMAT, THEME_TOGGLE_ATTRIBUTE } from '@/lib/themeFormat';
import * as styles from './ThemeToggle.module.scss';

const toggleAttribute = { [THEME_TOGGLE_ATTRIBUTE]: '' };

/**
 * The theme control: answered by the boot script in `<head>` (src/app/themeBoot.ts) from the first paint on, never by
 * React, so its markup is the same on every render and never waits for the app. Its icon and its name follow the
 * choice on `<html>` by CSS: each choice's name is in it, and only the one in force is shown (and read). With scripts
 * off there is no choice on `<html>`, and no control.
 */
export function ThemeToggle() {
  return (
    <button type="button" className={styles.toggle} aria-live="polite" {...toggleAttribute}>
      <span className={styles.icon} aria-hidden="true" />
      {THEME_FORMAT.choices.map((choice) => (
        <span key={choice} className={styles.name} data-choice={choice}>
          {themeToggleText[choice]}
        </span>
      ))}
    </button>
  );
}
