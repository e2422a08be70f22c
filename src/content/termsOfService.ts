/** The terms of service, written from the facts of the build. */
import { contactSentence, hostsOf, list, paragraph, type LegalDocument, type LegalFacts } from './legalDocument';
import { termsPage } from './legalPages';

/** The terms of service of the build the facts describe. */
export function termsOfService(facts: LegalFacts): LegalDocument {
  const providers = facts.thirdParties.map((party) => `${party.host} (${party.role})`);
  // A site that gives no way to write has no contact section: the terms end, finished, with their changes.
  const question = contactSentence(facts, 'these terms');
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
            `not interfere with the site’s security or operation, or introduce viruses or other harmful code${question ? ';' : '.'}`,
            ...(question ? ['give accurate information and write respectfully when you contact us, and not send spam, abuse or unlawful material.'] : []),
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
      ...(question ? [{ id: 'contact-us', heading: 'Contact Us', blocks: [paragraph(question)] }] : []),
    ],
  };
}
