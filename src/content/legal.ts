import { capitalise } from '@/lib/text';
import type { LegalPageMeta } from './legalPages';
import { privacyPage, termsPage } from './legalPages';

/** A block of body text: a paragraph or a bulleted list. */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export interface LegalSection {
  /** Fragment id, kebab-case, e.g. 'information-we-collect'. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument extends LegalPageMeta {
  readonly sections: readonly LegalSection[];
}

/** A company the build loads something from (src/features/consent/thirdParties.ts). */
export interface LegalThirdParty {
  readonly role: 'advertising' | 'news feed' | 'contact form' | 'consent platform' | 'post videos';
  readonly host: string;
}

/**
 * What the legal pages must say about this build, from its configuration, so that every sentence stays
 * true of it: who publishes it, how to reach them, which third parties it uses and who asks for consent.
 */
export interface LegalFacts {
  readonly siteName: string;
  readonly publisherName?: string;
  readonly contactEmail?: string;
  readonly hasContactForm: boolean;
  readonly hasDonationPage: boolean;
  readonly governingLaw?: string;
  readonly thirdParties: readonly LegalThirdParty[];
  /** Who asks visitors before a third party loads: the site's banner, an external platform, or the operator elsewhere. */
  readonly consent: 'built-in' | 'external' | 'off';
}

const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (items: readonly string[]): LegalBlock => ({ kind: 'list', items });

function publisherOf(facts: LegalFacts): string {
  return facts.publisherName ?? `the publisher of ${facts.siteName}`;
}

/** How to reach the publisher, as the end of a sentence ('… by email at x@y.org'). */
function contactRoute(facts: LegalFacts): string | undefined {
  if (facts.contactEmail && facts.hasContactForm) return `by email at ${facts.contactEmail}, or through the contact form on our home page`;
  if (facts.contactEmail) return `by email at ${facts.contactEmail}`;
  if (facts.hasContactForm) return 'through the contact form on our home page';
  return undefined;
}

function contactSentence(facts: LegalFacts, about: string): string {
  const route = contactRoute(facts);
  return route
    ? `If you have a question about ${about}, please write to us ${route}.`
    : `This copy of the site does not give a contact address yet, so there is no way to write to its publisher from here.`;
}

const ROLE_DESCRIPTIONS: Record<LegalThirdParty['role'], string> = {
  advertising: 'shows the ads in the marked ad spaces, and may use cookies or similar technologies to choose and measure them',
  'news feed': 'provides the news feed on our home page',
  'contact form': 'provides the contact form on our home page, and receives what you type into it',
  'consent platform': 'asks for and records your privacy choices for the advertising on this site',
  'post videos': 'plays the videos on some blog posts, in YouTube’s privacy-enhanced mode',
};

function thirdPartyItems(facts: LegalFacts): string[] {
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

function hostsOf(facts: LegalFacts, role: LegalThirdParty['role']): string[] {
  return facts.thirdParties.filter((party) => party.role === role).map((party) => party.host);
}

const hasEmbeds = (facts: LegalFacts) => facts.thirdParties.some((party) => party.role === 'news feed' || party.role === 'contact form');
const asksBeforeLoading = (facts: LegalFacts) => hasEmbeds(facts) || facts.thirdParties.some((party) => party.role === 'advertising');

/** What the site keeps in the visitor's browser, as a noun phrase, or undefined when it keeps nothing. */
function storedPreference(facts: LegalFacts): string | undefined {
  if (facts.consent === 'built-in' && asksBeforeLoading(facts)) return 'your privacy choice';
  if (facts.consent === 'external' && hasEmbeds(facts)) return 'any choice you make to always load embedded content';
  return undefined;
}

function choicesParagraph(facts: LegalFacts): string {
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

export function privacyPolicy(facts: LegalFacts): LegalDocument {
  const publisher = publisherOf(facts);
  const route = contactRoute(facts);
  const kept = storedPreference(facts);
  const ads = hostsOf(facts, 'advertising');
  const embeds = [...hostsOf(facts, 'news feed'), ...hostsOf(facts, 'contact form')];
  return {
    ...privacyPage,
    sections: [
      {
        id: 'introduction',
        heading: 'Introduction',
        blocks: [
          paragraph(
            `${facts.siteName} is a free website of introductory articles on Vedanta philosophy, ${facts.publisherName ? `published by ${facts.publisherName}` : 'run by its publisher'} (“we”, “us”). This Privacy Policy explains what information the site handles when you visit it, why, how it is looked after and what choices you have. We have tried to write it plainly, so that you can understand it without legal training.`,
          ),
          paragraph(
            'The site has no accounts and no sign-in: every article, the blog and the reading lists are open to everyone. It has no analytics or visitor statistics, and it uses its own copies of its fonts, so no font service sees your visit.',
          ),
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'Information We Collect',
        blocks: [
          paragraph('This is all the information the site handles about you:'),
          list([
            route
              ? 'No account information. The site has no accounts; your name and email address reach us only if you write to us, with whatever else you choose to put in your message.'
              : 'No account information. The site has no accounts, so it holds no name and email address of yours, and this copy of the site has no form or address for writing to us.',
            'No location data. The site has no location-based features; it does not, for example, offer a search for nearby charging stations, and it never asks for your location.',
            kept
              ? `No usage data. The site keeps no record of the pages you read or the links you follow. The one preference it keeps is ${kept}, stored in your own browser and never sent to us.`
              : 'No usage data. The site keeps no record of the pages you read or the links you follow, and stores nothing in your browser.',
            'No search history. Searching the blog runs in your browser, over an index of the posts it downloads: what you type is not sent to us. The words of a search become part of the page’s address once you pause, so a search you reload or share by its address reaches the host like any other address.',
            'Device and browser information that every browser sends with each request, such as your IP address, browser type and language, which the server uses to deliver the page. The site does not record visits itself; the company that hosts it may keep standard server logs for a short time for security, as almost every host does.',
          ]),
          paragraph(
            ads.length + embeds.length > 0
              ? 'If you allow them, the third-party services listed under ‘Third Parties’ below also receive your IP address and browser information, and may set cookies. They collect and use this under their own privacy policies, not this one.'
              : 'The only third-party service the site uses, the video player on some posts, receives your IP address and browser information if you press play on a video, under its own privacy policy.',
          ),
        ],
      },
      {
        id: 'how-we-use-your-information',
        heading: 'How We Use Your Information',
        blocks: [
          paragraph('We use the information described above only to:'),
          list([
            'deliver the pages you ask for, and keep the site secure and working;',
            ...(route ? ['reply to messages you send us;'] : []),
            ...(ads.length > 0 ? ['show advertising, which pays for the site, if you allow it;'] : []),
            ...(embeds.length > 0 ? ['show the embedded content you allow or ask for;'] : []),
            'meet our legal obligations.',
          ]),
          paragraph(
            'We do not sell your personal information, build profiles of visitors or use your information for any other purpose. We share it only as described here, or when the law requires us to disclose it.',
          ),
        ],
      },
      {
        id: 'data-protection',
        heading: 'Data Protection',
        blocks: [
          paragraph(
            [
              'When the site is served over HTTPS, as it should be, pages travel over encrypted connections.',
              route ? `Messages you send us are read only by the people who answer them${facts.hasContactForm ? ' (and, for the contact form, by its provider)' : ''}.` : '',
              'The site itself stores nothing about you on its servers: it has no database of visitors.',
            ]
              .filter(Boolean)
              .join(' '),
          ),
          paragraph(
            [
              route ? 'We keep a message you send us only as long as we need it to answer you and deal with any follow-up, and then delete it.' : '',
              kept === 'your privacy choice'
                ? 'Your privacy choice stays in your browser, and the site asks again after twelve months, or sooner if you clear your browser’s storage.'
                : '',
              'No way of sending or storing data over the internet is completely secure, so while we work to protect your information we cannot guarantee its absolute security.',
            ]
              .filter(Boolean)
              .join(' '),
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your Rights',
        blocks: [
          paragraph('You have the right to:'),
          list([
            'access your data: ask whether we hold information about you and receive a copy of it;',
            'correct your data: ask us to fix information that is inaccurate or incomplete;',
            'delete your data: ask us to erase your personal information, unless the law requires us to keep it;',
            asksBeforeLoading(facts)
              ? 'object to our use of your data, or withdraw a consent you have given, at any time and as easily as you gave it;'
              : 'object to our use of your data;',
            'complain to a data protection supervisory authority, for example the one in the country where you live or work (in the United Kingdom, the Information Commissioner’s Office).',
          ]),
          paragraph(
            route
              ? `To exercise any of these rights, write to us ${route}. We may need to confirm your identity before acting on a request, and we will answer within one month.`
              : 'To exercise any of these rights, write to the publisher of this site; this copy of the site does not give a contact address yet.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: 'Third Parties',
        blocks: [
          paragraph('Some parts of the site come from other companies. This copy of the site uses:'),
          list(thirdPartyItems(facts)),
          paragraph(
            `Nothing else: no analytics, no social media buttons or trackers, and no font service. The links to other sites (such as social profiles, related sites${facts.hasDonationPage ? ', Pinterest and the donation page' : ' and Pinterest'}) are plain links that contact nobody until you follow them. The pictures in blog posts come from the site’s content service; a picture hosted elsewhere is fetched from its own host.`,
          ),
        ],
      },
      {
        id: 'cookies-and-your-choices',
        heading: 'Cookies and Your Choices',
        blocks: [
          paragraph(
            kept
              ? `The site itself sets no cookies. It keeps ${kept} in your browser’s local storage, which only this site can read.`
              : 'The site itself sets no cookies and stores nothing in your browser.',
          ),
          paragraph(choicesParagraph(facts)),
          ...(ads.length > 0
            ? [
                paragraph(
                  'You can also opt out of personalised advertising from many ad companies at youronlinechoices.eu (in Europe) or optout.aboutads.info (in the United States), and block or delete cookies in your browser’s settings.',
                ),
              ]
            : []),
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Legal Bases',
        blocks: [
          paragraph('Where data protection law such as the GDPR applies, we rely on these legal bases:'),
          list([
            'our legitimate interest in delivering the site and keeping it secure, for the information browsers send with each request;',
            ...(route ? ['our legitimate interest in answering you, for the messages you send us;'] : []),
            ...(ads.length + embeds.length > 0 ? ['your consent, for the advertising and embedded content, which you can withdraw at any time;'] : []),
            'your request, for a video you choose to play.',
          ]),
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          paragraph(
            'The site is written for adults and is not directed at children under 16. We do not knowingly collect information from children, and we delete any personal information a child has sent us as soon as we learn of it.',
          ),
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International Transfers',
        blocks: [
          paragraph(
            'The third-party services named above may process information in other countries, including the United States, under the safeguards described in their own privacy policies, such as the European Commission’s standard contractual clauses. Apart from them, we do not transfer your information to other countries ourselves.',
          ),
        ],
      },
      {
        id: 'changes-to-this-policy',
        heading: 'Changes to This Policy',
        blocks: [
          paragraph(
            'We will update this policy when the site changes, for example when it adds or removes a third-party service. The date at the top of this page shows when it last changed. If a change needs your consent, the site will ask you again.',
          ),
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact Us',
        blocks: [paragraph(`${capitalise(publisher)} is responsible for your information on this site. ${contactSentence(facts, 'this policy or your information')}`)],
      },
    ],
  };
}

export function termsOfService(facts: LegalFacts): LegalDocument {
  const providers = facts.thirdParties.map((party) => `${party.host} (${party.role})`);
  return {
    ...termsPage,
    sections: [
      {
        id: 'agreement-to-terms',
        heading: 'Agreement to Terms',
        blocks: [
          paragraph(
            `These Terms of Service govern your use of ${facts.siteName}${facts.publisherName ? `, published by ${facts.publisherName},` : ''} and everything published on it. By using the site, you agree to these terms; our Privacy Policy explains how we handle your information. If you do not agree with the terms, please do not use the site.`,
          ),
        ],
      },
      {
        id: 'use-license',
        heading: 'Use License',
        blocks: [
          paragraph(
            'Unless stated otherwise, the articles, commentary, images and design of this site belong to us or to those who have given us permission to use them. The classical texts themselves, such as the Upanishads and the Bhagavad Gita, are in the public domain; this licence concerns our own writing, translations and presentation.',
          ),
          paragraph(
            'You may read, print and save the pages for your own study, and you are welcome to share them: link to any page, and share or quote a page for non-commercial purposes with attribution (its title, the site’s name and a link to the page). You may not:',
          ),
          list([
            'republish the material, in whole or in substantial part, as your own or on another website or in print without our written permission;',
            'use the material for a commercial purpose without our written permission;',
            'remove any copyright notice or attribution from the material;',
            'collect content from the site by automated means in a way that burdens it, such as bulk scraping.',
          ]),
        ],
      },
      {
        id: 'user-responsibilities',
        heading: 'User Responsibilities',
        blocks: [
          paragraph('When you use the site, you agree to:'),
          list([
            'use the site only for lawful purposes and in line with these terms;',
            'not interfere with the site’s security or operation, or introduce viruses or other harmful code;',
            'give accurate information and write respectfully when you contact us, and not send spam, abuse or unlawful material.',
          ]),
          paragraph(
            providers.length > 0
              ? `Some parts of the site are provided by third parties: ${providers.join('; ')}. Your use of those parts is also subject to their own terms.`
              : 'No part of the site is provided by a third party.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        blocks: [
          paragraph(
            'The content of this site is provided for educational and informational purposes only. It is not professional advice of any kind, whether medical, psychological, legal or financial. Before taking up a practice that may affect your health, such as intensive meditation or fasting, please consult a qualified professional.',
          ),
          paragraph(
            'Vedanta is a living tradition with many schools, and its texts have been interpreted in different ways. Our articles present our best understanding and may not reflect the views of every teacher or tradition.',
          ),
          paragraph(
            `The site and its content are provided “as is” and “as available”, without warranties of any kind, express or implied. We do not guarantee that the content is complete, accurate or current, or that the site will be available without interruption or error. Links to other websites${hostsOf(facts, 'advertising').length > 0 ? ' and the advertisements shown on the site' : ''} do not mean that we endorse them.`,
          ),
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of Liability',
        blocks: [
          paragraph(
            'To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special or consequential loss or damage, including loss of data or profits, arising from your use of the site or your inability to use it, or from any content or service provided by third parties, even if we have been told that such loss is possible.',
          ),
          paragraph(
            'Nothing in these terms excludes or limits any liability that cannot be excluded or limited by law, or takes away the rights you have as a consumer under the law of the country where you live.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing Law and Severability',
        blocks: [
          paragraph(
            facts.governingLaw
              ? `These terms are governed by ${facts.governingLaw}. If you live elsewhere, you keep the protection of the mandatory consumer law of your own country.`
              : 'These terms are governed by the law of the place where the publisher of the site is established. If you live elsewhere, you keep the protection of the mandatory consumer law of your own country.',
          ),
          paragraph('If a court finds any part of these terms invalid or unenforceable, that part is limited or removed as little as necessary, and the rest of the terms remain in force.'),
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to These Terms',
        blocks: [
          paragraph(
            'We may revise these terms from time to time. The date at the top of this page shows when they last changed. By continuing to use the site after a change, you accept the revised terms.',
          ),
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact Us',
        blocks: [paragraph(contactSentence(facts, 'these terms'))],
      },
    ],
  };
}
