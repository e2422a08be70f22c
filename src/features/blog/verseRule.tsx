import { RuleType } from 'markdown-to-jsx/react';
import { infoStringOf, type RenderRule } from '@/lib/markdownTree';
import { parseVerse, VERSE_BLOCK } from '@/lib/quotedVerse';
import { QuotedVerseFigure } from './QuotedVerseFigure';

/** Wraps `renderRule` so a ```` ```verse BG 2.47 ```` block that reads as one shows as a verse; one instance per render. */
export function renderVerses(renderRule: RenderRule): RenderRule {
  const anchored = new Set<string>();
  return (next, node, renderChildren, state) => {
    if (node.type !== RuleType.codeBlock || node.lang !== VERSE_BLOCK) return renderRule(next, node, renderChildren, state);
    const parse = parseVerse(infoStringOf(node), node.text);
    if (!('verse' in parse)) return renderRule(next, node, renderChildren, state);
    const { verse } = parse;
    const first = !anchored.has(verse.id);
    anchored.add(verse.id);
    return <QuotedVerseFigure key={state.key} verse={verse} anchored={first} />;
  };
}
