import '../styles/global.scss';
import { SITE_FONTS } from '@/app/siteFonts';
import { afterFirstPaint, PAINTED_ATTRIBUTE } from '@/lib/afterFirstPaint';
import { CONSENT_BANNER_ID } from '@/lib/consentMarkup';
import { holdEarlyTaps } from '@/lib/earlyTaps';
import { loadWebFonts } from '@/lib/webFonts';
import { yieldToMain } from '@/lib/yieldToMain';

// The banner's own script; until it runs, its boot script stores a choice and the footer's tap is held below.
if (document.getElementById(CONSENT_BANNER_ID)) {
  afterFirstPaint(() => {
    import(/* webpackChunkName: "consent-banner" */ '@/features/consent/installConsentBanner')
      .then(({ installConsentBanner }) => installConsentBanner(document))
      .catch((error: unknown) => console.error('The privacy choices could not start their script:', error));
  });
}

// Until React has taken over, taps on buttons the browser cannot answer by itself are held, then replayed.
const releaseTaps = holdEarlyTaps(document);

// The web fonts wait for React's takeover, over tuned fallbacks (docs/decisions/no-preload.md).
let fontsAskedFor = false;
function loadFonts(): void {
  if (fontsAskedFor) return;
  fontsAskedFor = true;
  // The root holds what a reader is shown; the prerendered state's script sits after it.
  setTimeout(() => void loadWebFonts(SITE_FONTS, document.getElementById('root')?.textContent ?? ''));
}

/**
 * The app's heaviest modules are evaluated a task apiece before the rest, so a phone's main thread is never held for
 * all of them at once (docs/decisions/short-tasks.md). One chunk, as before: only the order of evaluation is chosen.
 */
async function importApp() {
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ '@/api/models');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ '@reduxjs/toolkit/query/react');
  await yieldToMain();
  return import(/* webpackChunkName: "app" */ './app/start');
}

function startApp(): void {
  importApp()
    .then(({ start }) =>
      start({
        onInteractive: () => {
          releaseTaps();
          loadFonts();
        },
      }),
    )
    .catch((error: unknown) => {
      console.error('The page could not start its scripts:', error);
      loadFonts();
    });
}

// Images that only decorate wait for the first paint, so as not to share the phone's bandwidth with it.
afterFirstPaint(() => document.documentElement.setAttribute(PAINTED_ATTRIBUTE, ''));

// A prerendered page's scripts come after its first paint (the entry loader); an app shell has nothing to paint.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(startApp);
else startApp();
