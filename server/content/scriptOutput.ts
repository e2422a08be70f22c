/**
 * The Sanskrit of the content and the site's copy as a reader of every offered script reads it: each run of Devanagari
 * put through the site's transliteration, and the output checked for what a browser cannot draw as that script.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SanskritScriptId } from '../../src/lib/sanskritScript';
import { SANSKRIT_SCRIPT_IDS } from '../../src/lib/sanskritScriptFormat';
import { transliterate } from '../../src/lib/transliterate';
import { displayPath, type ContentProblem } from './problems';

/** What can be wrong with Sanskrit written in a script. */
export type ScriptFault =
  /** A letter of a script other than the one chosen (Sanscript passing a Devanagari letter through): a font fallback, or a dotted circle. */
  | 'other script'
  /** ੴ, the Sikh Ik Oankar, for om. */
  | 'ik oankar'
  /** A combining mark (a vowel sign, a pulli, a virama) after something it cannot join: a dotted circle. */
  | 'stray mark'
  /** Tamil's ², ³ or ⁴ anywhere but after its stop and the stop's vowel sign or pulli. */
  | 'misplaced tamil mark'
  /** A code point Unicode leaves unassigned: no font has it. */
  | 'unassigned';

/** The Unicode script each offered script's letters belong to. */
const UNICODE_SCRIPT: Record<SanskritScriptId, string> = {
  devanagari: 'Devanagari',
  iast: 'Latin',
  bengali: 'Bengali',
  gujarati: 'Gujarati',
  gurmukhi: 'Gurmukhi',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  odia: 'Oriya',
  tamil: 'Tamil',
  telugu: 'Telugu',
};

/** A letter or mark of any script but `script`'s (punctuation, digits, spaces and joiners belong to all). */
const otherScript = (script: SanskritScriptId) =>
  new RegExp(`[^\\P{L}\\p{Script=${UNICODE_SCRIPT[script]}}]|[^\\P{M}\\p{Script=${UNICODE_SCRIPT[script]}}\\p{Script=Inherited}]`, 'gu');
const OTHER_SCRIPT = new Map(SANSKRIT_SCRIPT_IDS.map((script) => [script, otherScript(script)]));
const IK_OANKAR = /\u0a74/gu;
/** A combining mark at the start, or after anything but a letter or another mark. */
const STRAY_MARK = /(?<![\p{L}\p{M}])\p{M}/gu;
const TAMIL_MARK = /[²³⁴]/gu;
/** A well-placed mark: after a stop of the rows Tamil marks (jha is ஜ²) and at most one vowel sign or pulli. */
const PLACED_TAMIL_MARK = /(?:[கசடதப][\u0bbe-\u0bcd]?[²³⁴]|ஜ[\u0bbe-\u0bcd]?²)$/u;
const UNASSIGNED = /\p{Cn}/gu;

/** A fault, the code point at fault, and the one before it. */
export interface ScriptFaultAt {
  readonly fault: ScriptFault;
  readonly at: string;
  readonly after: string;
}

const faultAt = (fault: ScriptFault, written: string, index: number): ScriptFaultAt => ({
  fault,
  at: String.fromCodePoint(written.codePointAt(index) ?? 0),
  after: Array.from(written.slice(0, index)).at(-1) ?? '',
});

function tamilMarkFaults(written: string): ScriptFaultAt[] {
  return [...written.matchAll(TAMIL_MARK)]
    .filter((match) => !PLACED_TAMIL_MARK.test(written.slice(0, match.index + 1)))
    .map((match) => faultAt('misplaced tamil mark', written, match.index));
}

/** What is wrong with `written`, Sanskrit in `script`: nothing when a browser can draw it as that script. */
export function scriptFaults(written: string, script: SanskritScriptId): ScriptFaultAt[] {
  const found = (fault: ScriptFault, pattern: RegExp | undefined): ScriptFaultAt[] =>
    pattern ? [...written.matchAll(pattern)].map((match) => faultAt(fault, written, match.index)) : [];
  return [
    ...found('other script', OTHER_SCRIPT.get(script)),
    ...found('ik oankar', IK_OANKAR),
    ...found('stray mark', STRAY_MARK),
    ...(script === 'tamil' ? tamilMarkFaults(written) : []),
    ...found('unassigned', UNASSIGNED),
  ];
}

/**
 * A run of Sanskrit as the pages show it: Devanagari letters and marks, with the dandas, joiners and spaces between
 * them on one line (a verse's line, a gloss word, a term).
 */
const DEVANAGARI_RUN = /[\p{Script=Devanagari}\u0964\u0965](?:[\p{Script=Devanagari}\p{M}\u0964\u0965 \u200c\u200d]*[\p{Script=Devanagari}\p{M}\u0964\u0965])?/gu;

/** Where Sanskrit stands: a file, and its text. */
export interface SanskritSource {
  readonly file: string;
  readonly text: string;
}

/** How the site writes Devanagari in a script (src/lib/transliterate.ts; a test may pass another). */
export type WriteScript = (devanagari: string, script: SanskritScriptId) => string;

const scriptName = (script: SanskritScriptId) => UNICODE_SCRIPT[script] === 'Oriya' ? 'Odia' : script === 'iast' ? 'IAST' : UNICODE_SCRIPT[script];
/** A code point as a person can find it: itself (a mark on a dotted circle) and its number. */
const described = (char: string) =>
  char === ''
    ? 'the start'
    : `${/\p{M}/u.test(char) ? `\u25cc${char}` : char} (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

/** The runs of Devanagari in `sources`, and a problem for each run that some offered script writes with a fault. */
export interface ScriptOutput {
  readonly runs: number;
  readonly problems: ContentProblem[];
}

const SCRIPTS = SANSKRIT_SCRIPT_IDS.filter((script) => script !== 'devanagari');
/** How many scripts the Sanskrit is checked in: every one offered but Devanagari, which it is written in. */
export const SCRIPT_COUNT = SCRIPTS.length;

/**
 * Every run of Devanagari in `sources` put through every offered script: one problem per run and script written with
 * a fault, with the line it is on.
 */
export function checkScriptOutput(sources: readonly SanskritSource[], write: WriteScript = transliterate): ScriptOutput {
  let runs = 0;
  const problems = sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) =>
      [...line.matchAll(DEVANAGARI_RUN)].flatMap(([run]) => {
        runs += 1;
        return SCRIPTS.flatMap((script) => {
          const written = write(run, script);
          const faults = scriptFaults(written, script);
          if (faults.length === 0) return [];
          const what = faults.map(({ fault, at, after }) => `${fault}, ${described(at)} after ${described(after)}`).join('; ');
          return [{ file, field: `line ${index + 1}`, message: `${scriptName(script)} writes "${run}" as "${written}": ${what}` }];
        });
      }),
    ),
  );
  return { runs, problems };
}

/** The files of a folder and its subfolders whose names end in one of `extensions`, in order. */
function filesIn(dir: string, extensions: readonly string[]): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesIn(file, extensions);
      return entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)) ? [file] : [];
    });
}

/** The text files of a content folder (posts, glossary, paths and the JSON beside them), and those of `copyDir`'s modules. */
export function sanskritSources(contentDir: string, copyDir?: string): SanskritSource[] {
  const files = [...filesIn(contentDir, ['.md', '.json']), ...(copyDir ? filesIn(copyDir, ['.ts']) : [])];
  return files.map((file) => ({ file: displayPath(file), text: readFileSync(file, 'utf8') }));
}
