import type { RouteObject } from 'react-router';
import { RootLayout, RootLayoutFallback } from '@/features/layout/RootLayout';
import { RouteErrorScreen } from '@/features/layout/RouteErrorScreen';

/**
 * Every route of the site. Each page's module is loaded on demand into its own chunk.
 * A router-level failure shows 'Unexpected Application Error!' (spec §2) in `RouteErrorScreen`:
 * react-router's default screen has the words but no main landmark or page heading.
 * Route ids name the pages for the prerenderer (`src/app/prerender/`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootLayoutFallback,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        id: 'landing',
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "page-landing" */ '@/features/landing/LandingPage').then((m) => ({
            Component: m.LandingPage,
          })),
      },
      {
        id: 'blog-list',
        path: 'blog',
        lazy: () =>
          import(/* webpackChunkName: "page-blog-list" */ '@/features/blog/BlogListPage').then((m) => ({
            Component: m.BlogListPage,
          })),
      },
      {
        id: 'blog-post',
        path: 'blog/:slug',
        lazy: () =>
          import(/* webpackChunkName: "page-blog-post" */ '@/features/blog/BlogPostPage').then((m) => ({
            Component: m.BlogPostPage,
          })),
      },
      {
        id: 'privacy',
        path: 'privacy',
        lazy: () =>
          import(/* webpackChunkName: "page-privacy" */ '@/features/legal/PrivacyPage').then((m) => ({
            Component: m.PrivacyPage,
          })),
      },
      {
        id: 'terms',
        path: 'terms',
        lazy: () =>
          import(/* webpackChunkName: "page-terms" */ '@/features/legal/TermsPage').then((m) => ({
            Component: m.TermsPage,
          })),
      },
      {
        id: 'not-found',
        path: '*',
        lazy: () =>
          import(/* webpackChunkName: "page-not-found" */ '@/features/not-found/NotFoundPage').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
