/** A source as the build's source maps name it, as a path in the repository: `webpack://vedanta-site/./src/x.ts?12` → `src/x.ts`. */
export const sourceFile = (source: string): string =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '');
