// Outside the React root (docs/decisions/consent-in-template.md); relative paths, as webpack.config.ts loads it.
import { consentBanner } from '../content/consent';
import { listInWords, thirdPartiesOf } from '../lib/thirdParties';
import { CONSENT_BANNER_ID, CONSENT_FORM_ATTRIBUTE } from '../lib/consent';
import { escapeHtml } from '../lib/escapeHtml';
import { capitalise } from '../lib/text';
import { asksForConsent, type SiteConfig } from '../config/siteConfig';

interface Purpose {
  readonly name: 'advertising' | 'embeds';
  readonly label: string;
  readonly description: string;
}

function purposesOf(config: SiteConfig): Purpose[] {
  const parties = thirdPartiesOf(config);
  const hosts = (purpose: string) =>
    listInWords([...new Set(parties.filter((party) => party.purpose === purpose).map((party) => party.host))]);
  const { advertising, embeds } = consentBanner.purposes;
  const embedded = listInWords(
    [config.newsFeedUrl && 'The news feed', config.contactFormUrl && 'the contact form'].filter(Boolean) as string[],
  );
  const purposes: Purpose[] = [];
  if (config.adScriptUrl) {
    const description = advertising.description.replace('{hosts}', hosts('advertising'));
    purposes.push({ name: 'advertising', ...advertising, description });
  }
  if (embedded) {
    const description = embeds.description.replace('{what}', capitalise(embedded)).replace('{hosts}', hosts('embeds'));
    purposes.push({ name: 'embeds', ...embeds, description });
  }
  return purposes;
}

/** '' when this build asks nobody (no third party, `SITE_CONSENT=off`, an external platform). */
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
