import { screen } from '@testing-library/react';
import type { SiteConfig } from '@/config/siteConfig';
import { hero } from '@/content/landing';
import { renderApp } from '../../support/renderWithProviders';

/** The whole app at `/` (header, landing page, footer), once the page's lazy chunk has loaded. */
export async function renderLanding(config: Partial<SiteConfig> = {}, route = '/') {
  const rendered = await renderApp({ route, config });
  await screen.findByRole('heading', { level: 1, name: hero.headline });
  return rendered;
}

/** Every `<script>` in the document with this `src`. */
export function scriptsWithSrc(src: string): HTMLScriptElement[] {
  return Array.from(document.scripts).filter((script) => script.getAttribute('src') === src);
}
