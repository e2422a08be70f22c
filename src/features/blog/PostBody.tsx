import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';
import { useHydrated } from '@/lib/useHydrated';
import { useBodyLinkClicks } from './bodyLinkClicks';
import { useKeptOpenDetails } from './keptOpenDetails';
import type { BodyContent, BodyInputs } from './bodyInputs';
import { POST_BODY_ATTRIBUTE, sameBodyInputs } from './bodyInputs';
// The styles of what the body draws come with the page, for its painted markup; their code comes with the renderer.
import './MarkdownBody.module.scss';
import './QuotedVerseFigure.module.scss';
import './TableOfContents.module.scss';
import './TermCard.module.scss';
import './VerseGloss.module.scss';

const MarkdownBody = lazy(() =>
  import(/* webpackChunkName: "post-body" */ './MarkdownBody').then(({ MarkdownBody }) => ({ default: MarkdownBody })),
);

/** The painted body's markup, read as React hydrates it (there is none on the server). */
const paintedBodyHtml = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.querySelector(`[${POST_BODY_ATTRIBUTE}]`)?.innerHTML;

/** The painted body's markup kept while its inputs are unchanged (decisions/keep-the-painted-body.md), else a lazy `MarkdownBody`. */
export function PostBody(content: BodyContent) {
  const script = useAppSelector(selectShownSanskritScript);
  const inputs: BodyInputs = { ...content, script };
  const hydrated = useHydrated();
  // What the page was painted with, as hydration found it.
  const [painted] = useState<{ html: string; inputs: BodyInputs } | undefined>(() => {
    const html = hydrated ? undefined : paintedBodyHtml();
    return html === undefined ? undefined : { html, inputs };
  });
  const onClick = useBodyLinkClicks();
  const bodyRef = useKeptOpenDetails(content.markdown);
  // The painted markup, left to the browser: React neither re-creates nor compares what is inside.
  const kept = painted && (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated to the links inside, which Enter clicks
    <div {...{ [POST_BODY_ATTRIBUTE]: '' }} ref={bodyRef} onClick={onClick} dangerouslySetInnerHTML={{ __html: painted.html }} />
  );
  // The same boundaries on both paths, as the prerenderer drew them: hydration matches them.
  return (
    <ErrorBoundary
      resetKey={content.markdown}
      fallback={() => kept ?? <StatusMessage tone="error">{blogText.bodyUnavailable}</StatusMessage>}
    >
      <Suspense fallback={kept ?? <StatusMessage tone="loading">{blogText.loadingPost}</StatusMessage>}>
        {painted && sameBodyInputs(painted.inputs, inputs) ? (
          kept
        ) : (
          <MarkdownBody {...content} onClick={onClick} bodyRef={bodyRef} withContents />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
