/**
 * The privacy choices banner as HTML, written into the page template at build time (webpack.config.ts)
 * so it is part of the first paint on every page, outside the React root: it works before the app has
 * loaded, and hydration never meets it. `installConsentBanner` (the entry script) answers its form.
 */
// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import { consentBanner } from '../content/consent';
import { listInWords, thirdPartiesOf } from '../features/consent/thirdParties';
import { CONSENT_BANNER_ID, CONSENT_FORM_ATTRIBUTE, CONSENT_INSTALLED_ATTRIBUTE, UNDECIDED_ATTRIBUTE } from '../lib/consent';
import { CONSENT_FORMAT, currentConsent, storedConsent } from '../lib/consentFormat';
import { escapeHtml } from '../lib/escapeHtml';
import { functionText } from '../lib/functionText';
import { capitalise } from '../lib/text';
import { asksForConsent, type SiteConfig } from './config';

const UNDECIDED = JSON.stringify(UNDECIDED_ATTRIBUTE);

/**
 * Runs in `<head>` before the first paint, allowed by its hash in the CSP. Built around the very functions
 * the app stores and reads the choice with (`currentConsent` and `storedConsent`, passed in by their text
 * as `r` and `w`, the format as `f`), so the two cannot disagree.
 * - Marks the page undecided while no current choice is stored, which is what shows the banner. No choice
 *   stored, no storage, or a choice over a year old: undecided.
 * - Answers the banner until the entry script has loaded, so a choice tapped at the first paint is stored
 *   like any other. Only a press on the banner's own buttons counts: the page's address never records a
 *   choice, or any link could accept on a visitor's behalf.
 */
export const CONSENT_BOOT_SCRIPT =
  `(function(f,r,w,d){` +
  `try{if(!r(JSON.parse(localStorage.getItem(f.key)),Date.now(),f))throw 0}catch(e){d.setAttribute(${UNDECIDED},"")}` +
  `document.addEventListener("submit",function(e){var t=e.target,v=e.submitter&&e.submitter.value;` +
  `if(!t.hasAttribute(${JSON.stringify(CONSENT_FORM_ATTRIBUTE)})||t.hasAttribute(${JSON.stringify(CONSENT_INSTALLED_ATTRIBUTE)}))return;e.preventDefault();` +
  `if(v!=="accept"&&v!=="reject"&&v!=="save")return;var p=function(n){return v==="accept"||v==="save"&&t.elements[n]&&t.elements[n].checked===true};` +
  `try{localStorage.setItem(f.key,w({advertising:p("advertising"),embeds:p("embeds")},Date.now(),f))}catch(e){}` +
  `d.removeAttribute(${UNDECIDED})},true)` +
  `})(${JSON.stringify(CONSENT_FORMAT)},${functionText(currentConsent)},${functionText(storedConsent)},document.documentElement)`;

interface Purpose {
  readonly name: 'advertising' | 'embeds';
  readonly label: string;
  readonly description: string;
}

function purposesOf(config: SiteConfig): Purpose[] {
  const parties = thirdPartiesOf(config);
  const hosts = (purpose: string) =>
    listInWords([...new Set(parties.filter((party) => party.purpose === purpose).map((party) => party.host))]);
  const purposes: Purpose[] = [];
  if (config.adScriptUrl) {
    const { label, description } = consentBanner.purposes.advertising;
    purposes.push({ name: 'advertising', label, description: description.replace('{hosts}', hosts('advertising')) });
  }
  const embedded = [config.newsFeedUrl && 'The news feed', config.contactFormUrl && 'the contact form'].filter(Boolean) as string[];
  if (embedded.length > 0) {
    const { label, description } = consentBanner.purposes.embeds;
    const what = listInWords(embedded);
    purposes.push({
      name: 'embeds',
      label,
      description: description.replace('{what}', capitalise(what)).replace('{hosts}', hosts('embeds')),
    });
  }
  return purposes;
}

/** The banner's markup, or '' when this build asks nobody (no third party, `SITE_CONSENT=off`, an external platform). */
export function consentBannerHtml(config: SiteConfig): string {
  if (!asksForConsent(config)) return '';
  const purposes = purposesOf(config);
  const parties = listInWords(purposes.map((purpose) => purpose.label.toLowerCase()));
  const text = consentBanner;
  const checkboxes = purposes
    .map(
      (purpose) =>
        `<label class="consent-purpose"><input type="checkbox" name="${purpose.name}" value="yes"><span><strong>${escapeHtml(purpose.label)}</strong> ${escapeHtml(purpose.description)}</span></label>`,
    )
    .join('');
  return (
    `<section id="${CONSENT_BANNER_ID}" class="consent-banner" aria-labelledby="consent-heading" tabindex="-1">` +
    `<form class="consent-form" ${CONSENT_FORM_ATTRIBUTE} method="get">` +
    `<h2 id="consent-heading" class="consent-heading">${escapeHtml(text.heading)}</h2>` +
    `<p class="consent-intro">${escapeHtml(text.intro.replace('{parties}', parties))} <a href="/privacy#third-parties">${escapeHtml(text.policyLink)}</a>.</p>` +
    `<details class="consent-details"><summary>${escapeHtml(text.choose)}</summary>${checkboxes}` +
    `<button type="submit" name="consent" value="save" class="consent-button">${escapeHtml(text.save)}</button></details>` +
    `<div class="consent-actions">` +
    `<button type="submit" name="consent" value="reject" class="consent-button">${escapeHtml(text.rejectAll)}</button>` +
    `<button type="submit" name="consent" value="accept" class="consent-button">${escapeHtml(text.acceptAll)}</button>` +
    `</div></form></section>`
  );
}

/** The consent part of the `<head>`'s boot script (src/app/headBoot.ts): the script when there is a banner, else ''. */
export function consentBootScript(config: SiteConfig): string {
  return asksForConsent(config) ? CONSENT_BOOT_SCRIPT : '';
}

/** An external consent platform's script, loaded without holding the first paint, when one is configured; else ''. */
export function consentPlatformHtml(config: SiteConfig): string {
  return config.consent === 'external' && config.cmpScriptUrl ? `<script async src="${escapeHtml(config.cmpScriptUrl)}"></script>` : '';
}
