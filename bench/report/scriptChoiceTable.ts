/**
 * Issue 44: the script choice's own code in the JS each page takes over with, which a reader who keeps Devanagari
 * loads, and what a reader who chose another script loads for it.
 */
import { CHOSEN_SCRIPT_JS_BUDGET, SCRIPT_CHOICE_CODE_BUDGET } from '../budgets';
import type { ChosenScriptJs } from '../chosenScriptJs';
import type { ScriptChoiceCode } from '../scriptChoiceCode';
import { kb, pageLabel, verdict } from './figures';
import { table } from './table';

export function scriptChoiceCodeTable(code: Record<string, ScriptChoiceCode>): string {
  const pages = Object.entries(code);
  const rows = pages.map(([id, page]) => [
    pageLabel(id),
    `${page.gzip} ${verdict(page.gzip <= SCRIPT_CHOICE_CODE_BUDGET)}`,
    `<= ${SCRIPT_CHOICE_CODE_BUDGET}`,
  ]);
  const modules = [...new Set(pages.flatMap(([, page]) => Object.keys(page.raw)))].sort();
  const byModule = modules.map((module) => [module, ...pages.map(([, page]) => String(page.raw[module] ?? '-'))]);
  return [
    table(['route', 'bytes gzip', 'budget'], rows),
    '',
    modules.length === 0
      ? 'None of its modules is in that JS.'
      : table(['its modules, minified bytes', ...pages.map(([id]) => pageLabel(id))], byModule),
  ].join('\n');
}

export function chosenScriptJsLines(chosen: ChosenScriptJs): string {
  return [
    ...chosen.files.map((file) => `${file.file}: ${kb(file.gzip)} KB gzip, ${kb(file.brotli)} KB brotli (as sent)`),
    `in all ${kb(chosen.gzip)} KB gzip ${verdict(chosen.gzip <= CHOSEN_SCRIPT_JS_BUDGET)} (budget <= ${kb(CHOSEN_SCRIPT_JS_BUDGET)} KB), ${kb(chosen.brotli)} KB brotli`,
  ].join('\n');
}
