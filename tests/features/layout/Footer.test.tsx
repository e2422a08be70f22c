import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/renderWithProviders';
import { Footer } from '@/features/layout/Footer';

describe('Footer', () => {
  it('ends with a copyright line for the current year', async () => {
    await renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Vedanta Wisdom. All rights reserved.`)).toBeInTheDocument();
  });

  it('has the two legal blocks with their anchors and page links', async () => {
    const { container } = await renderWithProviders(<Footer />);
    const privacy = container.querySelector('#privacy') as HTMLElement;
    const terms = container.querySelector('#terms') as HTMLElement;
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(terms).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('links the study tools after the site’s pages: the path for newcomers, the glossary, topics, search, then Saved', async () => {
    await renderWithProviders(<Footer />);
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links.slice(-5).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start here', '/start-here'],
      ['Glossary', '/glossary'],
      ['Topics', '/topics'],
      ['Search', '/search'],
      ['Saved', '/saved'],
    ]);
  });

  it('has no link to Saved where the site offers no offline reading', async () => {
    await renderWithProviders(<Footer />, { config: { offlineReading: false } });
    expect(screen.queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glossary' })).toBeInTheDocument();
  });

  it('links to the RSS feed of a build that wrote one (it knows its address), and to none otherwise', async () => {
    const { unmount } = await renderWithProviders(<Footer />, { config: { siteUrl: 'https://vedanta.example.org' } });
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
    unmount();
    await renderWithProviders(<Footer />);
    expect(screen.queryByRole('link', { name: 'RSS feed' })).not.toBeInTheDocument();
  });

  it('offers Privacy choices in the privacy block only when the site itself asks about third parties', async () => {
    const { unmount, container } = await renderWithProviders(<Footer />, { config: { adScriptUrl: 'https://ads.example.net/t.js' } });
    const button = within(container.querySelector('#privacy') as HTMLElement).getByRole('button', { name: 'Privacy choices' });
    // The entry script answers it (src/features/consent/installConsentBanner.ts), before React and after.
    expect(button).toHaveAttribute('data-opens-consent');
    unmount();
    for (const config of [{}, { adScriptUrl: 'https://ads.example.net/t.js', consent: 'off' as const }]) {
      const rendered = await renderWithProviders(<Footer />, { config });
      expect(screen.queryByRole('button', { name: 'Privacy choices' })).not.toBeInTheDocument();
      rendered.unmount();
    }
  });
});
