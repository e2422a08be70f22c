/**
 * What every page reads of the reader's script for Sanskrit: the script ids, the script the content is written in,
 * and the mark of another on `<html>`. The scripts offered and how a choice is stored are in sanskritScriptFormat.ts,
 * which only the pages with the control, and a reader who chose another script, load.
 */

export type SanskritScriptId =
  'devanagari' | 'iast' | 'bengali' | 'gujarati' | 'gurmukhi' | 'kannada' | 'malayalam' | 'odia' | 'telugu' | 'tamil';

/** The default: the script the content is written in. */
export const DEFAULT_SANSKRIT_SCRIPT: SanskritScriptId = 'devanagari';

/**
 * Set on `<html>` to the script shown, where it is not the default: before the first paint by the head's boot script,
 * for a stored choice, and then by the code that changes the choice. Styles read it.
 */
export const SANSKRIT_SCRIPT_ATTRIBUTE = 'data-sanskrit-script';
