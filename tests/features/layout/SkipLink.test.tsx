import { screen } from '@testing-library/react';
import { renderApp } from '../../support/renderWithProviders';

describe('Skip to content link', () => {
  it('is the first thing the keyboard reaches, and moves focus to the main content', async () => {
    const { user } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not count as a navigation: the URL stays as it was', async () => {
    const { router, user } = await renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await user.click(screen.getByRole('link', { name: 'Skip to content' }));

    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location).toMatchObject({ pathname: '/terms', hash: '' });
    // In the browser a followed #main-content would reach the router as a navigation.
    expect(window.location.hash).toBe('');
  });
});
