/**
 * The production build's names for the Sass modules' classes: one or two letters each, given in the order of
 * the modules' paths and class names, so the browser build and the prerender build (two compilations that meet
 * modules in different orders) name every class alike. A hashed name of six characters is about five bytes a
 * page cannot compress, once per class: some 0.5 KB of every page's HTML (`npm run bench`).
 */
import path from 'node:path';
import { classNamesOf, compileSass, moduleFiles, STYLES_DIR } from './sassModules';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

/** Names an ad blocker's generic rules hide, whatever the element (EasyList's `##.ad`). */
const BLOCKED_NAMES = /^ad$/i;

/** The n-th short name: `a` … `Z`, then `aa` … `Z9`. */
function* shortNames(): Generator<string> {
  yield* LETTERS;
  for (const first of LETTERS) for (const second of LETTERS_AND_DIGITS) yield first + second;
}

/** A module's class, as css-loader names it: the file and the class's name in it. */
const keyOf = (file: string, localName: string) => `${path.resolve(file)}\0${localName}`;

/**
 * Short names for every class of `files`, none of them a class of the global stylesheets (`reserved`) or a name
 * ad blockers hide. Returns the lookup css-loader's `getLocalIdent` makes: undefined for a class it does not know,
 * which then keeps its hashed name.
 */
export function shortClassNames(
  files: readonly string[] = moduleFiles(),
  reserved: ReadonlySet<string> = new Set(classNamesOf(compileSass(path.join(STYLES_DIR, 'global.scss')))),
): (file: string, localName: string) => string | undefined {
  const table = new Map<string, string>();
  const names = shortNames();
  const nextName = (): string => {
    for (let next = names.next(); !next.done; next = names.next()) {
      if (!reserved.has(next.value) && !BLOCKED_NAMES.test(next.value)) return next.value;
    }
    throw new Error('more Sass module classes than short names');
  };
  for (const file of files) for (const localName of classNamesOf(compileSass(file))) table.set(keyOf(file, localName), nextName());
  return (file, localName) => table.get(keyOf(file, localName));
}
