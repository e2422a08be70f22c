import type { GlossaryCard } from '@/api/models';
import type { SanskritScriptId } from '@/lib/sanskritScript';

/** What a post's body is drawn from, as `MarkdownBody` takes it: the untrusted markdown and the cards of its terms. */
export interface BodyContent {
  readonly markdown: string;
  /** The glossary's cards for the terms the body uses: the first use of each is explained where it stands. */
  readonly terms?: readonly GlossaryCard[];
}

/** Everything that draws a body: its content and the script its Sanskrit is shown in. */
export interface BodyInputs extends BodyContent {
  readonly script: SanskritScriptId;
}

/** Whether two bodies would be drawn alike: every input, whatever inputs there are, the same. */
export function sameBodyInputs(a: BodyInputs, b: BodyInputs): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)));
}
