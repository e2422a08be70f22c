import { loadOnce } from '@/lib/trackedLoad';

/**
 * The article body's renderer (markdown-to-jsx's compiler with the site's rules for terms, verses, raw HTML and links),
 * a chunk of its own. A post the prerenderer painted keeps its body's markup (`PostBody`), so a first visit does
 * without it; it is asked for beside what a body must be drawn for (another post's answer, another script's
 * transliteration), and the prerenderer waits for it (the page module's `ready`). Not prefetched: webpack's prefetch
 * runtime would add 0.25 KB gzip to every page's initial JS.
 */
export const loadMarkdownBody = loadOnce(() => import(/* webpackChunkName: "post-body" */ './MarkdownBody'));
