/** The site's Sass modules (`src/**\/*.module.scss`) and the class names their compiled CSS declares. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import * as sass from 'sass';

const root = path.resolve(__dirname, '..');
export const SOURCE_DIR = path.join(root, 'src');
export const STYLES_DIR = path.join(root, 'styles');
const loadPaths = [STYLES_DIR];

/** Every `*.module.scss` under `dir`, in a stable order. */
export function moduleFiles(dir: string = SOURCE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return moduleFiles(full);
      return entry.name.endsWith('.module.scss') ? [full] : [];
    });
}

/** Class names used in the selectors (never the declarations) of compiled CSS, inside at-rules too. */
export function classNamesOf(css: string): string[] {
  const names = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void names.add(node.value)));
  postcss.parse(css).walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are rules too, with no classes.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    collect.processSync(rule.selector);
  });
  return [...names].sort();
}

/** A Sass file compiled as the build compiles it. */
export function compileSass(file: string): string {
  return sass.compile(file, { loadPaths, style: 'expanded' }).css;
}
