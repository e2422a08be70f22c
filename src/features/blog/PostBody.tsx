import { Suspense, use, useEffect, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { GlossaryCard } from '@/api/models';
import { useAppSelector } from '@/app/hooks';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { READING_BODY_ATTRIBUTE } from '@/features/offline/readingPlace';
import { selectSanskritScriptLoading, selectShownSanskritScript } from '@/features/sanskrit-script/shownSanskritScript';
import { useHydrated } from '@/lib/useHydrated';
import { useBodyLinkClicks } from './bodyLinkClicks';
import { loadMarkdownBody } from './markdownBodyCode';
import * as styles from './MarkdownBody.module.scss';
// The styles of what the body draws come with the page, for its painted markup; their code comes with the renderer.
import './QuotedVerseFigure.module.scss';
import './TermCard.module.scss';
import './VerseGloss.module.scss';

interface PostBodyProps {
  /** The post's markdown, from the store. */
  readonly markdown: string;
  /** The glossary's cards for the terms it uses, from the store. */
  readonly terms: readonly GlossaryCard[];
}

/** What the page was painted with, as hydration found it. */
interface PaintedBody {
  readonly html: string;
  readonly markdown: string;
  readonly terms: readonly GlossaryCard[];
  readonly script: string;
}

/** The painted body's markup, read as React hydrates it (never on the server, nor on a page drawn in the browser). */
const paintedBodyHtml = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.querySelector(`[${READING_BODY_ATTRIBUTE}]`)?.innerHTML;

/**
 * A post's body. Hydrating a painted post keeps the body's markup as it is, as long as the store holds what it was
 * painted from (the same markdown, cards and script): it is the prerenderer's rendering of that data, and drawing it
 * again cost a phone's main thread a markdown parse, the term search and the hydration of every node
 * (docs/decisions/keep-the-painted-body.md). Its links work through the body's one click handler, its term cards and
 * glosses through the platform (`popover`, `<details>`). Any other body is drawn from the store by `MarkdownBody`,
 * whose code loads then; meanwhile the painted markup stays.
 */
export function PostBody({ markdown, terms }: PostBodyProps) {
  const script = useAppSelector(selectShownSanskritScript);
  const hydrated = useHydrated();
  const [painted] = useState<PaintedBody | undefined>(() => {
    const html = hydrated ? undefined : paintedBodyHtml();
    return html === undefined ? undefined : { html, markdown, terms, script };
  });
  const onClick = useBodyLinkClicks();
  // A script on its way will need the body drawn in it: its renderer is asked for beside the transliteration.
  const scriptLoading = useAppSelector(selectSanskritScriptLoading) !== null;
  useEffect(() => {
    if (scriptLoading) void loadMarkdownBody();
  }, [scriptLoading]);
  const keptBody = painted && <KeptBody html={painted.html} onClick={onClick} />;
  const current = painted?.markdown === markdown && painted.terms === terms && painted.script === script;
  return (
    <Suspense fallback={keptBody || <StatusMessage tone="loading">{blogText.loadingPost}</StatusMessage>}>
      {current ? keptBody : <DrawnBody markdown={markdown} terms={terms} onClick={onClick} kept={keptBody} />}
    </Suspense>
  );
}

interface KeptBodyProps {
  readonly html: string;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The painted markup, left to the browser: React neither re-creates nor compares what is inside. */
function KeptBody({ html, onClick }: KeptBodyProps) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated to the links inside, which Enter clicks
    <div className={styles.body} {...{ [READING_BODY_ATTRIBUTE]: '' }} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

interface DrawnBodyProps extends PostBodyProps {
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  /** The painted body, kept should the renderer's code fail to load. */
  readonly kept: ReactNode;
}

/** The body drawn from the store once the renderer's code is in; a failed load is tried again on the next visit. */
function DrawnBody({ markdown, terms, onClick, kept }: DrawnBodyProps) {
  const code = loadMarkdownBody(useLocation().key);
  if (kept && code.status === 'rejected') return kept;
  const { MarkdownBody } = use(code);
  return <MarkdownBody markdown={markdown} terms={terms} onClick={onClick} />;
}
