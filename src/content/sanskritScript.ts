/** The words of the control that chooses the script Sanskrit is shown in. */
export const sanskritScriptText = {
  label: 'Script',
  loading: 'Loading the script…',
  failed: 'That script could not be loaded. The Sanskrit stays as it was; try again when you are online.',
} as const;

/**
 * Each script's name in the control: in English, with how Tamil writes the sounds it lacks. (The site's copy keeps to
 * Latin letters: the Devanagari face is cut from it.)
 */
export const sanskritScriptNames = {
  devanagari: 'Devanagari',
  iast: 'IAST (Roman letters)',
  bengali: 'Bengali',
  gujarati: 'Gujarati',
  gurmukhi: 'Gurmukhi',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  odia: 'Odia',
  tamil: 'Tamil (marked: க² kha, க³ ga, க⁴ gha)',
  telugu: 'Telugu',
} as const;
