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

export const privacyPolicy: LegalDocument = {
  ...privacyPage,
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This Privacy Policy explains what information we collect when you visit this website, why we collect it, how we look after it and what choices you have. We have tried to write it plainly, so that you can understand it without legal training.',
        },
        {
          kind: 'paragraph',
          text: 'Most of the site can be used without telling us anything about yourself. The articles, the blog and the reading lists are all open to read without an account. We collect personal information only when it is needed for a feature you choose to use.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on how you use the site, we may collect the following kinds of information:',
        },
        {
          kind: 'list',
          items: [
            'Basic account information, such as your name and email address, when you create an account or give them to us so that we can reply to you.',
            'Location data, when you use features such as searching for nearby charging stations. Your browser asks for your permission before it shares your location, and you can refuse or withdraw that permission at any time.',
            'Usage data and preferences, such as the pages you visit, how long you spend on them, the links you follow and settings you choose, for example a preferred display theme.',
            'Device and browser information, such as your browser type and version, operating system, screen size, language setting and IP address, which browsers send automatically when they load a web page.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some parts of the site are provided by other companies. The site shows advertising supplied by third-party advertising services, which may use cookies or similar technologies to choose and measure the ads you see. The news feed and the contact form on our home page are embedded frames hosted by third parties, so anything you type into the contact form is sent to the provider of that form. These services collect and use information under their own privacy policies, not this one, and we encourage you to read them.',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How We Use Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use the information described above to:',
        },
        {
          kind: 'list',
          items: [
            'provide, maintain and improve the site and its features;',
            'reply to messages and requests you send us;',
            'remember your preferences between visits;',
            'show results based on your location when you ask for them;',
            'understand which articles and pages are read, so that we can decide what to write next;',
            'keep the site secure and prevent misuse, spam and fraud;',
            'meet our legal obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information. Apart from the third-party services described above, we share it only with service providers who help us run the site and are bound to protect it, or when the law requires us to disclose it.',
        },
      ],
    },
    {
      id: 'data-protection',
      heading: 'Data Protection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We take reasonable technical and organizational measures to protect your information against loss, misuse and unauthorized access. These include encrypted connections between your browser and the site, restricted access to personal data, and keeping the software we rely on up to date.',
        },
        {
          kind: 'paragraph',
          text: 'We keep personal information only for as long as we need it for the purposes described in this policy, or for as long as the law requires, and then delete it or make it anonymous. No method of sending or storing data over the internet is completely secure, so while we work to protect your information we cannot guarantee its absolute security.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You have control over the personal information we hold about you. In particular, you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'access your data: ask whether we hold information about you and receive a copy of it;',
            'correct your data: ask us to fix information that is inaccurate or incomplete;',
            'delete your data: ask us to erase your personal information, unless we are required by law to keep it;',
            'object to certain uses of your data, or withdraw consent you have given, such as permission to use your location.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Depending on where you live, data protection laws may give you further rights. To exercise any of these rights, send us a request through the contact form on our home page. We may need to confirm your identity before acting on a request, and we will respond within 30 days.',
        },
        {
          kind: 'paragraph',
          text: 'You can also manage some information yourself: your browser settings let you block or delete cookies and turn off location access, and advertising providers usually offer their own ways to opt out of personalized ads.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time, for example when we add a feature or when the law changes. When we do, we will revise the date at the top of this page. If a change significantly affects how we use your information, we will make it clearly visible on the site.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have a question about this policy or about your information, please write to us through the contact form on our home page.',
        },
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  ...termsPage,
  sections: [
    {
      id: 'agreement-to-terms',
      heading: 'Agreement to Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms of Service govern your use of this website and everything published on it. By visiting or using the site, you agree to these terms and to our Privacy Policy. If you do not agree with them, please do not use the site.',
        },
        {
          kind: 'paragraph',
          text: 'The terms apply to everyone who uses the site, whether or not they have an account.',
        },
      ],
    },
    {
      id: 'use-license',
      heading: 'Use License',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unless stated otherwise, the articles, translations, commentary, images and design of this site belong to us or to those who have given us permission to use them. The classical texts themselves, such as the Upanishads and the Bhagavad Gita, are in the public domain; this license concerns our own writing and presentation.',
        },
        {
          kind: 'paragraph',
          text: 'We grant you a personal, non-exclusive, non-transferable and revocable permission to view the material on this site for personal, non-commercial purposes, including private study. You may print or save single copies of individual pages for that purpose, and you may quote brief passages for review, teaching or discussion if you credit this site. You may not:',
        },
        {
          kind: 'list',
          items: [
            'copy, modify or republish the material, in whole or in substantial part, on another website or in print;',
            'use the material for any commercial purpose or for public display without our written permission;',
            'remove any copyright or other proprietary notices from the material;',
            'collect content from the site by automated means, such as scraping or bulk downloading;',
            'attempt to decompile or reverse engineer any software on the site;',
            'transfer the material to another person, or mirror it on another server.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'This permission ends automatically if you break any of these restrictions, and we may withdraw it at any time. When it ends, you must delete any copies of the material you have downloaded or printed.',
        },
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'User Responsibilities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you use the site, you agree to:',
        },
        {
          kind: 'list',
          items: [
            'give accurate information when you create an account or contact us;',
            'keep your account details confidential and tell us if you think someone else is using your account;',
            'use the site only for lawful purposes and in line with these terms;',
            'not interfere with the site’s security or operation, or introduce viruses or other harmful code;',
            'write to us respectfully and not send spam, abuse or unlawful material through the contact form.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some features, including the advertising, the news feed and the contact form, are provided by third parties. Your use of those features is also subject to the third parties’ own terms.',
        },
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The content of this site is provided for educational and informational purposes only. It is not professional advice of any kind, whether medical, psychological, legal or financial. Before taking up a practice that may affect your health, such as intensive meditation or fasting, please consult a qualified professional.',
        },
        {
          kind: 'paragraph',
          text: 'Vedanta is a living tradition with many schools, and its texts have been interpreted in different ways. Our articles present our best understanding and may not reflect the views of every teacher or tradition.',
        },
        {
          kind: 'paragraph',
          text: 'The site and its content are provided “as is” and “as available”, without warranties of any kind, express or implied. We do not guarantee that the content is complete, accurate or current, or that the site will be available without interruption or error. Links to other websites and the advertisements shown on the site do not mean that we endorse them.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special or consequential loss or damage, including loss of data or profits, arising from your use of the site or your inability to use it, or from any content or service provided by third parties, even if we have been told that such loss is possible.',
        },
        {
          kind: 'paragraph',
          text: 'Some jurisdictions do not allow certain limitations of liability, so some of these limitations may not apply to you. Nothing in these terms excludes or limits any liability that cannot be excluded or limited by law.',
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may revise these terms from time to time. The date at the top of this page shows when they were last changed. By continuing to use the site after a change, you accept the revised terms.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have a question about these terms, please write to us through the contact form on our home page.',
        },
      ],
    },
  ],
};
