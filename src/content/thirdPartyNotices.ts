/**
 * What the privacy policy says of the build's third parties: what each one does and when it loads, who asks
 * the visitor first, and what the site keeps in the browser.
 */
import type { LegalFacts, LegalThirdParty } from './legalDocument';

const ROLE_DESCRIPTIONS: Record<LegalThirdParty['role'], string> = {
  advertising: 'shows the ads in the marked ad spaces, and may use cookies or similar technologies to choose and measure them',
  'news feed': 'provides the news feed on our home page',
  'contact form': 'provides the contact form on our home page, and receives what you type into it',
  'consent platform': 'asks for and records your privacy choices for the advertising on this site',
  'post videos': 'plays the videos on some blog posts, in YouTube’s privacy-enhanced mode',
};

/** One item per third party: its host, what it does and when it loads. */
export function thirdPartyItems(facts: LegalFacts): string[] {
  return facts.thirdParties.map((party) => {
    const what = ROLE_DESCRIPTIONS[party.role];
    const when =
      party.role === 'post videos'
        ? ' Nothing is loaded from it until you press play on a video.'
        : party.role === 'consent platform'
          ? ' It is loaded on every page.'
          : facts.consent === 'off'
            ? ''
            : ' It is loaded only if you allow it.';
    return `${party.host}: ${what}.${when}`;
  });
}

const hasEmbeds = (facts: LegalFacts) => facts.thirdParties.some((party) => party.role === 'news feed' || party.role === 'contact form');
/** Whether anything the build loads waits for the visitor's permission (the video player waits for a press instead). */
export const asksBeforeLoading = (facts: LegalFacts) => hasEmbeds(facts) || facts.thirdParties.some((party) => party.role === 'advertising');

/** What the site keeps in the visitor's browser, as a noun phrase, or undefined when it keeps nothing. */
export function storedPreference(facts: LegalFacts): string | undefined {
  if (facts.consent === 'built-in' && asksBeforeLoading(facts)) return 'your privacy choice';
  if (facts.consent === 'external' && hasEmbeds(facts)) return 'any choice you make to always load embedded content';
  return undefined;
}

/** How the visitor gives, refuses and changes consent on this build. */
export function choicesParagraph(facts: LegalFacts): string {
  if (!asksBeforeLoading(facts)) return 'This site loads nothing from other companies that needs your permission first: the only one, the video player, waits until you press play.';
  switch (facts.consent) {
    case 'built-in':
      return 'Before anything is loaded from the advertising or embedded-content providers above, the site asks you. You can accept all, reject all or choose by purpose, and rejecting is as easy as accepting. Your choice is stored in your own browser (not sent to us) for twelve months, and you can change it at any time under ‘Privacy choices’ at the foot of every page. The site works fully if you say no.';
    case 'external':
      return `Your choices about advertising are asked for and recorded by the consent platform named above; its controls on the page let you change them.${hasEmbeds(facts) ? ' Embedded content, such as the news feed and the contact form, loads only when you ask for it on the page.' : ''}`;
    case 'off':
      return 'Your consent to the services above is collected by the operator of this site through its own tools, outside the site’s pages; their controls are the place to change it.';
  }
}
