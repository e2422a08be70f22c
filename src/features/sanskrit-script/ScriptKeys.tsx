import { Fragment } from 'react';
import { sanskritScriptKeys } from '@/content/sanskritScript';
import { SANSKRIT_SCRIPT_IDS, sanskritLang } from '@/lib/sanskritScriptFormat';
import * as styles from './ScriptChoice.module.scss';

/** Every script's key, of which the style sheet shows the one `<html>` is marked with, so it shows from the first paint. */
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
