import { Fragment } from 'react';
import { sanskritScriptKeys } from '@/content/sanskritScript';
import { SANSKRIT_SCRIPT_IDS, sanskritLang } from '@/lib/sanskritScriptFormat';
import * as styles from './ScriptChoice.module.scss';

/**
 * The key of each script that needs one, under the control. All are in the page, and the style sheet shows the one of
 * the script `<html>` is marked with: from the first paint for a stored choice (the head's boot script marks it), in
 * the same frame as the text for a new one, and none for Devanagari.
 */
export function ScriptKeys() {
  return SANSKRIT_SCRIPT_IDS.map((script) => {
    const key = sanskritScriptKeys[script];
    if (!key) return null;
    return (
      <p key={script} className={styles.key} data-script-key={script}>
        {key.label}{' '}
        {key.entries.map(({ letters, means }, index) => (
          <Fragment key={means}>
            {index > 0 && '; '}
            {letters !== undefined && (
              <>
                <span lang={sanskritLang(script)}>{letters}</span>{' '}
              </>
            )}
            {means}
          </Fragment>
        ))}
        .
      </p>
    );
  });
}
