import '@fontsource/lora/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '../styles/global.scss';
import { afterFirstPaint } from '@/lib/afterFirstPaint';
import { holdEarlyTaps } from '@/lib/earlyTaps';

// Until React has taken over, taps on buttons the browser cannot answer by itself are held, then replayed.
const releaseTaps = holdEarlyTaps(document);

/*
 * The framework and the app (about 140 KB gzip) load only after a prerendered page is painted, so on a slow
 * phone they do not compete for the first paint (`npm run bench`: mobile LCP 2.2-2.4 s loaded up front,
 * 1.4 s after). An app shell has nothing to paint: it starts at once.
 */
const start = () => {
  import(/* webpackChunkName: "app" */ './app/start')
    .then((app) => app.start({ onInteractive: releaseTaps }))
    .catch((error: unknown) => console.error('The page could not start its scripts:', error));
};

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
