import { themeToggleText } from '@/content/site';
import { nextThemeChoice, THEME_FORMAT, THEME_TOGGLE_ATTRIBUTE } from '@/lib/themeFormat';
import * as styles from './ThemeToggle.module.scss';

const toggleAttribute = { [THEME_TOGGLE_ATTRIBUTE]: '' };
const { label, choices, next } = themeToggleText;

/**
 * The theme control: answered by the boot script in `<head>` (src/app/headBoot.ts) from the first paint on, never by
 * React, so its markup is the same on every render and never waits for the app. Its icon and its words follow the
 * choice on `<html>` by CSS: each choice's words are in it, and only the one in force is shown (and read). They say
 * what the control is, the choice in force and the one a press moves to. With scripts off there is no choice on
 * `<html>`, and no control.
 */
export function ThemeToggle() {
  return (
    <button type="button" className={styles.toggle} aria-live="polite" {...toggleAttribute}>
      <span className={styles.icon} aria-hidden="true" />
      {/* Wide screens' visible word; the name, read there too, begins with it. */}
      <span className={styles.word} aria-hidden="true">
        {label}
      </span>
      {THEME_FORMAT.choices.map((choice) => (
        <span key={choice} className={styles.name} data-choice={choice}>
          {`${label}: ${choices[choice]}`}
          <span className={styles.next}>{`, ${next}: ${choices[nextThemeChoice(choice, THEME_FORMAT)]}`}</span>
        </span>
      ))}
    </button>
  );
}
