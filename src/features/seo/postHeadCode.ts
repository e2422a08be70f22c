import { loadOnce } from '@/lib/trackedLoad';

/**
 * A post's head (src/features/seo/postHead.ts), a chunk of its own: its structured data names the verses the post
 * quotes, read by markdown's parser (markdown-to-jsx, 27.6 KB brotli), which a post the prerenderer painted needs for
 * nothing else while React takes it over. The post's page module names it as its `headCode`.
 */
export const loadPostHead = loadOnce(() => import(/* webpackChunkName: "post-head" */ './postHead'));
