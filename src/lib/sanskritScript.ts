// What every page reads of the Sanskrit script; the rest is in sanskritScriptFormat.ts, which few pages load.

export type SanskritScriptId =
  'devanagari' | 'iast' | 'bengali' | 'gujarati' | 'gurmukhi' | 'kannada' | 'malayalam' | 'odia' | 'telugu' | 'tamil';

/** The script the content is written in. */
export const DEFAULT_SANSKRIT_SCRIPT: SanskritScriptId = 'devanagari';

/** On `<html>`, the script shown where it is not the default, from before the first paint; styles read it. */
export const SANSKRIT_SCRIPT_ATTRIBUTE = 'data-sanskrit-script';
