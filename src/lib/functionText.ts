/**
 * A function's own text on one line, to run inside an inline script: the boot scripts in `<head>` carry the very
 * functions the app is tested with (src/lib/consentFormat.ts, src/lib/themeFormat.ts), which hold no comments or
 * multi-line strings.
 */
export const functionText = (code: (...args: never[]) => unknown): string => code.toString().replace(/\s*\n\s*/g, ' ');
