/**
 * The transliteration script (src/app/boot/transliteration.ts) as a file of the build, beside the app's chunks:
 * compiled by esbuild with Sanscript, named by its content's hash (cached for good, like the chunks), and known to
 * the build before webpack starts, so the head's boot script and the app both name the same file.
 */
import { createHash } from 'node:crypto';
import webpack from 'webpack';
import { bootScript } from '../src/app/boot/bootScript';

export interface TransliterationScript {
  /** Its address on the site: `/assets/js/transliteration.<hash>.js`. */
  readonly src: string;
  readonly text: string;
}

let built: TransliterationScript | undefined;

/** The script, compiled once per process. */
export function transliterationScript(): TransliterationScript {
  if (built) return built;
  const text = `${bootScript('transliteration', 'installTransliteration')};\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  built = { src: `/assets/js/transliteration.${hash}.js`, text };
  return built;
}

const NAME = 'TransliterationScriptPlugin';

/** Emits the script into the build, at its `src`. */
export class TransliterationScriptPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { src, text } = transliterationScript();
        compilation.emitAsset(src.slice(1), new webpack.sources.RawSource(text));
      });
    });
  }
}
