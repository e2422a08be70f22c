import type { GlossaryCard } from '@/api/models';
import type { SanskritScriptId } from '@/lib/sanskritScript';

/** What `MarkdownBody` draws: the markup a hydrated post keeps. */
export const POST_BODY_ATTRIBUTE = 'data-post-body';

/** What `MarkdownBody` takes: the untrusted markdown and the cards of its terms. */
export interface BodyContent {
  readonly markdown: string;
  readonly terms?: readonly GlossaryCard[];
}

/** One empty list of cards, so a body without terms keeps its memo. */
export const NO_TERMS: readonly GlossaryCard[] = [];

/** Everything that draws a body. */
export interface BodyInputs extends BodyContent {
  readonly script: SanskritScriptId;
}

/** Every input the same, whatever inputs there are. */
export function sameBodyInputs(a: BodyInputs, b: BodyInputs): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)));
}
