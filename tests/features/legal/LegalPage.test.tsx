import { screen, within } from '@testing-library/react';
import { renderApp } from '../../support/renderWithProviders';
import type { SiteConfig } from '@/config/siteConfig';

async function renderPage(route: string, title: string) {
  const result = await renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...result, article: screen.getByRole('article', { name: title }) };
}

/** The names of the article's sections, in reading order. */
const sectionHeadings = (article: HTMLElement) =>
  within(article)
    .getAllByRole('region')
    .map((section) => within(section).getByRole('heading', { level: 2 }).textContent);

describe('Privacy Policy page', () => {
  it('has the spec’s sections in order', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    const headings = sectionHeadings(article);
    expect(headings.slice(0, 5)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Data Protection',
      'Your Rights',
    ]);
  });

  it('says what is collected, including location when searching for charging stations', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    const collected = within(article).getByRole('region', { name: 'Information We Collect' });
    expect(collected).toHaveTextContent(/name and email/i);
    expect(collected).toHaveTextContent(/charging stations/i);
    expect(collected).toHaveTextContent(/usage data/i);
    expect(collected).toHaveTextContent(/browser/i);
  });

  it('names the rights to access, correct and delete', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    const rights = within(article).getByRole('region', { name: 'Your Rights' });
    expect(rights).toHaveTextContent(/access/i);
    expect(rights).toHaveTextContent(/correct/i);
    expect(rights).toHaveTextContent(/delete/i);
  });

  it('lists its sections in an on-this-page menu that links to each', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    const contents = within(article).getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sectionHeadings(article));
    for (const link of links) {
      const id = link.getAttribute('href')!.split('#')[1];
      expect(within(article).getByRole('region', { name: link.textContent })).toHaveAttribute('id', id);
    }
  });

  it('shows when it was last updated, and ads around the text, the first after the title', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    expect(within(article).getByText(/^Last updated/)).toHaveTextContent(/Last updated \w+ \d{1,2}, \d{4}/);
    const ads = screen.getAllByText('Advertisement');
    expect(ads).toHaveLength(3);
    const title = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(title.compareDocumentPosition(ads[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Terms of Service page', () => {
  it('has the spec’s sections in order', async () => {
    const { article } = await renderPage('/terms', 'Terms of Service');
    expect(sectionHeadings(article).slice(0, 5)).toEqual([
      'Agreement to Terms',
      'Use License',
      'User Responsibilities',
      'Disclaimer',
      'Limitation of Liability',
    ]);
  });

  it('shows when it was last updated, and ads around the text', async () => {
    const { article } = await renderPage('/terms', 'Terms of Service');
    expect(within(article).getByText(/^Last updated/)).toHaveTextContent(/Last updated \w+ \d{1,2}, \d{4}/);
    expect(screen.getAllByText('Advertisement')).toHaveLength(3);
  });
});

describe('the legal pages say what this build does', () => {
  const everything = {
    adScriptUrl: 'https://ads.example.net/tag.js',
    newsFeedUrl: 'https://www.news.example.org/feed',
    contactFormUrl: 'https://forms.example.com/f/1',
    formEmbedScriptUrl: 'https://embed.forms.example.com/e.js',
    contactEmail: 'hello@vedanta.example',
    publisherName: 'Vedanta Wisdom Trust',
    siteUrl: 'https://vedanta.example',
    governingLaw: 'the laws of England and Wales',
  };

  async function privacyText(config: Partial<SiteConfig>) {
    await renderApp({ route: '/privacy', config });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    return screen.getByRole('article', { name: 'Privacy Policy' });
  }

  it('a default build: no accounts or location, the video host named, no contact address claimed', async () => {
    const article = await privacyText({});
    const collected = within(article).getByRole('region', { name: 'Information We Collect' });
    expect(collected).toHaveTextContent(
      'The site has no location-based features; it does not, for example, offer a search for nearby charging stations, and it never asks for your location.',
    );
    expect(collected).toHaveTextContent(
      'Searching the blog runs in your browser, over an index of the posts it downloads: what you type is not sent to us.',
    );
    expect(article).toHaveTextContent(/no accounts and no sign-in/);
    expect(article).not.toHaveTextContent(
      /create an account|display theme|permission to use your location|show results based on your location/i,
    );
    const parties = within(article).getByRole('region', { name: 'Third Parties' });
    expect(
      within(parties)
        .getAllByRole('listitem')
        .map((item) => item.textContent.split(':')[0]),
    ).toEqual(['youtube-nocookie.com']);
    expect(parties).toHaveTextContent(/no analytics/);
    // A finished text with nothing configured: no way to write is claimed, none is said to be missing.
    expect(within(article).getByRole('region', { name: 'Contact Us' })).toHaveTextContent(
      /^Contact UsThe publisher of Vedanta Wisdom is responsible for your information on this site\.$/,
    );
    expect(within(article).getByRole('region', { name: 'Your Rights' })).toHaveTextContent(
      /To exercise any of these rights, contact the publisher of Vedanta Wisdom\. We may need to confirm your identity/,
    );
    expect(article).not.toHaveTextContent(/\byet\b|as it should be|HTTPS/);
    expect(within(article).getByRole('region', { name: 'Cookies and Your Choices' })).toHaveTextContent(
      /only one, the video player, waits until you press play/,
    );
    // What the browser keeps for the reader, and how to clear it.
    const device = within(article).getByRole('region', { name: 'What the Site Keeps on Your Device' });
    expect(device).toHaveTextContent(/None of it is ever sent to us/);
    expect(device).toHaveTextContent(/the theme \(light or dark\) and the script Sanskrit is shown in/);
    expect(device).toHaveTextContent(/the posts you choose to save for offline reading, until you remove them/);
    expect(device).toHaveTextContent(/where you stopped/);
    expect(device).toHaveTextContent(/clear this site’s data in your browser’s settings/);
    // Nothing it does not have: no banner whose choice it keeps, no way to write, no donation page.
    expect(article).not.toHaveTextContent(/privacy choice|contact form|messages you send|reply to|donation page/i);
  });

  it('a build with every third party: each provider named, the publisher and how to reach them, consent and complaints', async () => {
    const article = await privacyText(everything);
    const parties = within(article).getByRole('region', { name: 'Third Parties' });
    expect(
      within(parties)
        .getAllByRole('listitem')
        .map((item) => item.textContent.split(':')[0]),
    ).toEqual(['ads.example.net', 'news.example.org', 'forms.example.com', 'embed.forms.example.com', 'youtube-nocookie.com']);
    expect(article).toHaveTextContent(/published by Vedanta Wisdom Trust/);
    expect(within(article).getByRole('region', { name: 'Contact Us' })).toHaveTextContent(
      'Vedanta Wisdom Trust is responsible for your information on this site. If you have a question about this policy or your information, please write to us by email at hello@vedanta.example, or through the contact form on our home page.',
    );
    expect(within(article).getByRole('region', { name: 'Your Rights' })).toHaveTextContent(/supervisory authority/);
    expect(within(article).getByRole('region', { name: 'Data Protection' })).toHaveTextContent(
      /^Data ProtectionPages travel over encrypted connections \(HTTPS\)\. Messages you send us/,
    );
    expect(within(article).getByRole('region', { name: 'Cookies and Your Choices' })).toHaveTextContent(
      /‘Privacy choices’ at the foot of every page/,
    );
    for (const name of ['Legal Bases', 'Children', 'International Transfers']) {
      expect(within(article).getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('says who asks for consent when the operator uses a consent platform or asks elsewhere', async () => {
    const external = await privacyText({ ...everything, consent: 'external', cmpScriptUrl: 'https://cmp.example.eu/cmp.js' });
    expect(within(external).getByRole('region', { name: 'Third Parties' })).toHaveTextContent(
      /cmp\.example\.eu: asks for and records your privacy choices/,
    );
    expect(within(external).getByRole('region', { name: 'Cookies and Your Choices' })).toHaveTextContent(
      /recorded by the consent platform named above/,
    );
    expect(within(external).getByRole('region', { name: 'What the Site Keeps on Your Device' })).toHaveTextContent(
      /any choice you make to always load embedded content, in local storage/,
    );
    expect(external).not.toHaveTextContent(/asks again after twelve months/);
  });

  it('a build without offline reading keeps no pages or reading on the device, and says so', async () => {
    const device = within(await privacyText({ offlineReading: false })).getByRole('region', { name: 'What the Site Keeps on Your Device' });
    expect(device).toHaveTextContent(/the theme \(light or dark\)/);
    expect(device).not.toHaveTextContent(/offline|copies of the pages|where you stopped/);
  });

  it('terms: no accounts, sharing with attribution allowed, governing law or a neutral clause, and severability', async () => {
    await renderApp({ route: '/terms', config: everything });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const article = screen.getByRole('article', { name: 'Terms of Service' });
    expect(article).not.toHaveTextContent(/account/i);
    expect(within(article).getByRole('region', { name: 'Use License' })).toHaveTextContent(
      /share or quote a page for non-commercial purposes with attribution/,
    );
    const law = within(article).getByRole('region', { name: 'Governing Law and Severability' });
    expect(law).toHaveTextContent('These terms are governed by the laws of England and Wales.');
    expect(law).toHaveTextContent(/the rest of the terms remain in force/);
  });

  it('terms without SITE_GOVERNING_LAW: a neutral clause; without a way to write, no Contact Us', async () => {
    await renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByRole('region', { name: 'Governing Law and Severability' })).toHaveTextContent(
      /governed by the law of the place where the publisher of the site is established/,
    );
    const article = screen.getByRole('article', { name: 'Terms of Service' });
    expect(sectionHeadings(article).at(-1)).toBe('Changes to These Terms');
    expect(article).not.toHaveTextContent(/contact|\byet\b/i);
  });
});
