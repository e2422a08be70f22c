import { READING_BODY_ATTRIBUTE } from '@/lib/readingPlace';
import { useMemo } from 'react';
import type { ComponentPropsWithoutRef, MouseEvent, Ref } from 'react';
import { astToJSX } from 'markdown-to-jsx/react';
import type { MarkdownToJSX } from 'markdown-to-jsx/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ExternalLink } from '@/components/ExternalLink';
import { MARKDOWN_PARSE_OPTIONS, markdownTree } from '@/lib/markdownTree';
import { NO_TERMS, POST_BODY_ATTRIBUTE, type BodyContent } from './bodyInputs';
import type { TermsAs } from './explainedTerms';
import { explainTerms } from './explainedTerms';
import { keepMarksWithEmphasis } from './keepTogether';
import { renderRawHtml } from './rawHtml';
import { headingId } from './readingAids';
import { TableOfContents } from './TableOfContents';
import { hrefKind, safeUrl } from '@/lib/safeUrl';
import { renderVerses } from './verseRule';
import * as styles from './MarkdownBody.module.scss';

interface MarkdownBodyProps extends BodyContent {
  /** Clicks on the body's links, caught on the body: the post page's `useBodyLinkClicks`. */
  readonly onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The body's root: the post page keeps the glosses a reader opened across redraws (`keptOpenDetails.ts`). */
  readonly bodyRef?: Ref<HTMLDivElement>;
  /** Cards on the page (the default), links to the glossary in a feed. */
  readonly termsAs?: TermsAs;
  /** The table of contents above the body (a post's page), from the same parse. */
  readonly withContents?: boolean;
}

/** Raw HTML limited to harmless tags (`rawHtml.tsx`); every URL through `safeUrl`, as the sanitizer and again in `a`/`img`. */
export function MarkdownBody({ markdown, terms = NO_TERMS, termsAs = 'cards', withContents = false, onClick, bodyRef }: MarkdownBodyProps) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated to the links inside, which Enter clicks
    <div {...{ [POST_BODY_ATTRIBUTE]: '' }} ref={bodyRef} onClick={onClick}>
      <ErrorBoundary resetKey={markdown} fallback={markdownFailure}>
        <RenderedMarkdown markdown={markdown} terms={terms} termsAs={termsAs} withContents={withContents} />
      </ErrorBoundary>
    </div>
  );
}

/** A renderer failure where the article would be; another post (a new `markdown`) is tried afresh. */
function markdownFailure() {
  return (
    <div role="alert" className={styles.failure}>
      <p>
        <strong>This article could not be displayed.</strong>
      </p>
      <p>Something in its text could not be read. Please try again later, or choose another article from the blog.</p>
    </div>
  );
}

function RenderedMarkdown({ markdown, terms, termsAs, withContents }: Required<Omit<MarkdownBodyProps, 'onClick' | 'bodyRef'>>) {
  return useMemo(() => {
    const tree = markdownTree(markdown, markdownOptions);
    keepMarksWithEmphasis(tree);
    const blocks = astToJSX(tree, { ...markdownOptions, renderRule: explainTerms(terms, termsAs, renderVerses(renderRawHtml)) });
    return (
      <>
        {withContents && <TableOfContents tree={tree} />}
        <div className={styles.body} {...{ [READING_BODY_ATTRIBUTE]: '' }}>
          {blocks}
        </div>
      </>
    );
  }, [markdown, terms, termsAs, withContents]);
}

/** Every `a` markdown-to-jsx renders; site paths stay plain, as the body's click handler follows them (`useBodyLinkClicks`). */
function SafeLink({ href, title, children }: Pick<ComponentPropsWithoutRef<'a'>, 'href' | 'title' | 'children'>) {
  const safe = safeUrl(href);
  const kind = hrefKind(safe);
  if (kind === 'external-web') {
    return (
      <ExternalLink href={safe} title={title}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={safe} title={title} rel={kind === 'external-app' ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/** Every `img` markdown-to-jsx renders. A rejected src is left out (React warns about `src=""`). */
function SafeImage({ src, alt, title }: Pick<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'title'>) {
  const safe = typeof src === 'string' ? safeUrl(src) : '';
  return <img src={safe || undefined} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />;
}

const ALIGNMENTS: ReadonlySet<string> = new Set(['left', 'center', 'right']);

/** Alignment travels as `data-align`: CSP (`style-src 'self'`) blocks the `style` attribute markdown-to-jsx writes. */
function alignedCell(Cell: 'th' | 'td') {
  return function AlignedCell({ style, children }: ComponentPropsWithoutRef<'td'>) {
    const align = style?.textAlign;
    return <Cell data-align={typeof align === 'string' && ALIGNMENTS.has(align) ? align : undefined}>{children}</Cell>;
  };
}

const markdownOptions: MarkdownToJSX.Options = {
  // Raw HTML parsed (then kept only as renderRawHtml's allow-list says), GFM's tag filter, a body always blocks.
  ...MARKDOWN_PARSE_OPTIONS,
  renderRule: renderRawHtml,
  // MarkdownBody's own div wraps the blocks, so the compiler returns them as an array.
  wrapper: null,
  sanitizer: (value) => safeUrl(value),
  // The same ids the table of contents links to.
  slugify: (text) => headingId(text),
  overrides: {
    a: SafeLink,
    img: SafeImage,
    // `# Heading` in a body becomes an h2: the post title is the page's only h1.
    h1: { component: 'h2' },
    th: alignedCell('th'),
    td: alignedCell('td'),
    // A wide code block scrolls; keyboard users need to reach it to scroll it.
    pre: { props: { tabIndex: 0 } },
  },
};
