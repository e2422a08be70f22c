import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/renderWithProviders';
import { Footer } from '@/features/layout/Footer';

describe('Footer', () => {
  it('ends with a copyright line for the current year', () => {
    renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Vedanta Wisdom. All rights reserved.`)).toBeInTheDocument();
  });

  it('has the two legal blocks with their anchors and page links', () => {
    const { container } = renderWithProviders(<Footer />);
    const privacy = container.querySelector('#privacy') as HTMLElement;
    const terms = container.querySelector('#terms') as HTMLElement;
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(terms).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('links to the RSS feed', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });
});
