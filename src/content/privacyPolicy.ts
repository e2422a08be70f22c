/** The privacy policy, written from the facts of the build so that every sentence stays true of it. */
import { capitalise } from '@/lib/text';
import { contactRoute, contactSentence, hostsOf, list, paragraph, publisherOf, type LegalDocument, type LegalFacts } from './legalDocument';
import { privacyPage } from './legalPages';
import { asksBeforeLoading, choicesParagraph, storedPreference, thirdPartyItems } from './thirdPartyNotices';

/** What the browser keeps for the reader on this build (the theme and the Sanskrit script choice are always possible). */
function onYourDevice(facts: LegalFacts, kept: string | undefined): string[] {
  return [
    'your display choices, if you make them: the theme (light or dark) and the script Sanskrit is shown in, in local storage;',
    ...(kept ? [`${kept}, in local storage;`] : []),
    ...(facts.offlineReading
      ? [
          'copies of the pages you read, the post lists and articles they showed and their pictures, so that they open without a connection (the most recent pages and pictures only; older ones make way for new ones);',
          'the posts you choose to save for offline reading, until you remove them;',
          'a short list of the posts you read lately and, for a post you have not finished, where you stopped, so the site can offer ‘Continue reading’;',
          'if your device once had no room for offline reading, when that was, in local storage, so that the site waits a week before it tries again.',
        ]
      : []),
  ];
}

/** The privacy policy of the build the facts describe. */
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
              : 'No account information. The site has no accounts, so it holds no name and email address of yours, and it offers no form or email address for writing to us.',
            'No location data. The site has no location-based features; it does not, for example, offer a search for nearby charging stations, and it never asks for your location.',
            'No usage data. We keep no record of the pages you read or the links you follow. What your own browser keeps for you, on your device and never sent to us, is listed under ‘What the Site Keeps on Your Device’ below.',
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
              facts.servedOverHttps ? 'Pages travel over encrypted connections (HTTPS).' : '',
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
              : `To exercise any of these rights, contact ${publisherOf(facts)}. We may need to confirm your identity before acting on a request, and we will answer within one month.`,
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
          paragraph('The site itself sets no cookies. What it keeps in your browser, which only this site can read, is listed in the next section.'),
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
        id: 'on-your-device',
        heading: 'What the Site Keeps on Your Device',
        blocks: [
          paragraph('Your browser keeps these for you, on your device only. None of it is ever sent to us or to anyone else:'),
          list(onYourDevice(facts, kept)),
          paragraph(
            facts.offlineReading
              ? 'To remove a saved post, choose ‘Remove’ on the Saved page. To remove everything the site keeps, clear this site’s data in your browser’s settings (for example, in Chrome: Settings, Privacy and security, Site settings, then this site and ‘Delete data’). The site keeps working; it simply starts afresh.'
              : 'To remove it, clear this site’s data in your browser’s settings. The site keeps working; it simply starts afresh.',
          ),
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
        blocks: [
          paragraph(
            [`${capitalise(publisher)} is responsible for your information on this site.`, contactSentence(facts, 'this policy or your information')]
              .filter(Boolean)
              .join(' '),
          ),
        ],
      },
    ],
  };
}
