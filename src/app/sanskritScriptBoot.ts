// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import { bootScript } from './boot/bootScript';

/** The inline script that applies a stored choice of script for Sanskrit before the first paint: src/app/boot/sanskritScript.ts. */
export const sanskritScriptBootScript = (transliterationSrc: string): string =>
  bootScript('sanskritScript', 'bootSanskritScript', transliterationSrc);
