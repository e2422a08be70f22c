import { RuleType } from 'markdown-to-jsx/react';
import { inlineText } from '@/lib/markdownText';
import type { MarkdownNode } from '@/lib/markdownTree';
import * as styles from './TableOfContents.module.scss';

const MIN_SECTIONS = 3;

/** "In this article": the body's level 1 and 2 headings (`#` is drawn as h2 too), from the parse that draws the body. */
export function TableOfContents({ tree }: { readonly tree: readonly MarkdownNode[] }) {
  const sections = tree.flatMap((node) =>
    node.type === RuleType.heading && node.level <= 2 && node.id ? [{ id: node.id, text: inlineText(node.children) }] : [],
  );
  if (sections.length < MIN_SECTIONS) return null;
  return (
    <nav className={styles.contents} aria-labelledby="post-contents">
      <h2 id="post-contents" className={styles.heading}>
        In this article
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
