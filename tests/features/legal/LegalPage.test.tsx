import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/renderWithProviders';

async function renderPage(route: string, title: string) {
  const result = renderWithProviders(null, { route });
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

  it('shows when it was last updated, and ads around the text', async () => {
    const { article } = await renderPage('/privacy', 'Privacy Policy');
    expect(within(article).getByText(/^Last updated/)).toHaveTextContent(/Last updated \w+ \d{1,2}, \d{4}/);
    expect(screen.getAllByText('Advertisement')).toHaveLength(3);
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
