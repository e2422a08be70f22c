import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * `ui` as the prerenderer writes it, with the parts it loads lazily in place (the build's static prerender waits for
 * them): each render starts what is still loading, until a render has nothing more to wait for.
 */
export async function prerenderToString(ui: () => ReactElement): Promise<string> {
  let html = renderToString(ui());
  for (let round = 0; round < 10 && html.includes('<!--$!-->'); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(ui());
  }
  return html;
}
