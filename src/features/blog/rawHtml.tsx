import { createElement, Fragment } from 'react';
import type { ReactNode } from 'react';
import { RuleType } from 'markdown-to-jsx/react';
import type { MarkdownNode, RenderRule } from '@/lib/markdownTree';

/** Raw HTML tags a post may use for what markdown cannot say; none can run script or load anything. */
const ALLOWED_RAW_TAGS = new Set(['br', 'sup', 'sub', 'kbd', 'mark', 'abbr', 'small', 'del', 'ins', 'details', 'summary']);

/** The one attribute kept: an abbreviation's expansion, shown as text. */
function attributesOf(tag: string, attrs: Record<string, unknown> | undefined): { title?: string } {
  return tag === 'abbr' && typeof attrs?.title === 'string' ? { title: attrs.title } : {};
}

/** A summary without text would leave its disclosure unnamed. */
function hasText(nodes: readonly MarkdownNode[] | undefined): boolean {
  return (nodes ?? []).some((node) =>
    node.type === RuleType.text ? node.text.trim() !== '' : 'children' in node && Array.isArray(node.children) && hasText(node.children),
  );
}

/** An allowed tag without attributes but an `abbr`'s title, others dropped: no handler, URL or style reaches the page. */
export const renderRawHtml: RenderRule = (next, node, renderChildren, state): ReactNode => {
  switch (node.type) {
    case RuleType.htmlComment:
      return null;
    case RuleType.htmlSelfClosing:
      return node.tag.toLowerCase() === 'br' ? <br key={state.key} /> : null;
    case RuleType.htmlBlock: {
      const tag = node.tag.toLowerCase();
      const children = node.children?.length ? renderChildren(node.children, state) : null;
      // An empty summary is dropped so the browser names the disclosure ("Details") itself.
      if (!ALLOWED_RAW_TAGS.has(tag) || (tag === 'summary' && !hasText(node.children))) {
        return <Fragment key={state.key}>{children}</Fragment>;
      }
      return createElement(tag, { key: state.key, ...attributesOf(tag, node.attrs) }, children);
    }
    default:
      return next();
  }
};
