// Relative paths: webpack.config.ts loads this module, where the `@/` alias does not exist.
import { bootScript } from './boot/bootScript';

export const sanskritScriptBootScript = (transliterationSrc: string): string =>
  bootScript('sanskritScript', 'bootSanskritScript', transliterationSrc);
