import '@fontsource/lora/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '../styles/global.scss';
import { afterFirstPaint } from '@/lib/afterFirstPaint';
import { holdEarlyTaps } from '@/lib/earlyTaps';

// Until React has taken over, taps on buttons the browser cannot answer by itself are held, then replayed.
const releaseTaps = holdEarlyTaps(document);

/*
 * A prerendered page is readable before any script runs. The framework and the app (about
 * 140 KB gzip) are fetched only once it has been painted, so on a slow phone they do not
 * compete with the page's own text, fonts and images for the first paint (`npm run bench`:
 * mobile LCP 2.2-2.4 s with them loaded up front, 1.4 s after). The app shell of a page that
 * was not prerendered has nothing to paint: it starts at once.
 */
const start = () => {
  import(/* webpackChunkName: "app" */ './app/start')
    .then((app) => app.start({ onInteractive: releaseTaps }))
    .catch((error: unknown) => console.error('The page could not start its scripts:', error));
};

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
