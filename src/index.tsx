import '../styles/global.scss';
import { SITE_FONTS } from '@/app/siteFonts';
import { afterFirstPaint, PAINTED_ATTRIBUTE } from '@/lib/afterFirstPaint';
import { CONSENT_BANNER_ID } from '@/lib/consentMarkup';
import { holdEarlyTaps } from '@/lib/earlyTaps';
import { loadWebFonts, textShownIn } from '@/lib/webFonts';
import { yieldToMain } from '@/lib/yieldToMain';

// The privacy choices banner's own script, after the first paint and only where the build wrote a banner (a
// build with no third party has none). Until it runs, the banner's boot script in <head> stores a choice
// pressed on it, and a tap on the footer's 'Privacy choices' is held with the others below.
const installBanner = () =>
  import(/* webpackChunkName: "consent-banner" */ '@/features/consent/installConsentBanner')
    .then(({ installConsentBanner }) => installConsentBanner(document))
    .catch((error: unknown) => console.error('The privacy choices could not start their script:', error));
if (document.getElementById(CONSENT_BANNER_ID)) afterFirstPaint(() => void installBanner());

// Until React has taken over, taps on buttons the browser cannot answer by itself are held, then replayed.
const releaseTaps = holdEarlyTaps(document);

/*
 * React and the app (about 140 KB gzip) load only after a prerendered page is painted, so on a slow
 * phone they do not compete for the first paint (`npm run bench`: mobile LCP 2.2-2.4 s loaded up front,
 * 1.4 s after). An app shell has nothing to paint: it starts at once.
 * Its modules are evaluated in four steps (Redux Toolkit, the store, the routes and React Router, then React
 * DOM), with the browser free to answer a tap between them: evaluated together they held the main thread
 * for one long task (`npm run bench`: mobile TBT). One chunk name keeps the app one download, the state libraries and
 * the router in it; React DOM, the largest file, is a chunk of its own, used last (src/app/start.tsx). The entry
 * loader asked for the app and the painted page's own chunk beside this entry, and asks for React DOM once this entry
 * has arrived, so the first steps run while it is still arriving (src/app/boot/entryLoader.ts); webpack's runtime
 * takes them from there.
 */
async function startApp(): Promise<void> {
  const { requestRenderedPage } = await import(/* webpackChunkName: "app" */ './app/renderedPage');
  void requestRenderedPage(document, location);
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ './app/stateLibraries');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ './app/store');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ './app/routes');
  await yieldToMain();
  const app = await import(/* webpackChunkName: "app" */ './app/start');
  await yieldToMain();
  await app.start({
    onInteractive: () => {
      releaseTaps();
      loadFonts();
    },
  });
}

/*
 * The web fonts wait for React to take the page over: a browser fetches fonts before scripts, so asked for beside the
 * code they took a slow phone's bandwidth first, and choosing and adding the faces (read from all of the page's text)
 * ran between React DOM's arrival and hydration (`npm run bench:profile`). Until they come, the fallback faces tuned to
 * their metrics draw the text where they will (styles/_font-fallbacks.scss). Once, and also when the app fails.
 */
let fontsAskedFor = false;
function loadFonts(): void {
  if (fontsAskedFor) return;
  fontsAskedFor = true;
  // A task of its own: which faces the page needs is read from all of its text.
  void yieldToMain().then(() => loadWebFonts(SITE_FONTS, textShownIn(document.body)));
}

const start = () => {
  startApp().catch((error: unknown) => {
    console.error('The page could not start its scripts:', error);
    loadFonts();
  });
};

// Images that only decorate (the ॐ mark), requested before the first paint, would share the phone's bandwidth with
// the page and delay it.
afterFirstPaint(() => document.documentElement.setAttribute(PAINTED_ATTRIBUTE, ''));

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
