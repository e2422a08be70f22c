import { themeToggleText } from '@/content/site';
import { nextThemeChoice, THEME_FORMAT, THEME_TOGGLE_ATTRIBUTE } from '@/lib/themeFormat';
import * as styles from './ThemeToggle.module.scss';

const toggleAttribute = { [THEME_TOGGLE_ATTRIBUTE]: '' };
const { label, choices, next } = themeToggleText;

/**
 * Answered by the head's boot script (src/app/headBoot.ts), never by React, so it works from the first paint. CSS shows
 * the words of the choice on `<html>` (in force, and the next); with scripts off there is no choice, and no control.
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
          <span className={styles.next}>{`, ${next}: ${choices[nextThemeChoice(choice)]}`}</span>
        </span>
      ))}
    </button>
  );
}
