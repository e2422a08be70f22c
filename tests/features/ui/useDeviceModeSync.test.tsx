import { act, screen } from '@testing-library/react';
import { installMatchMedia, setViewportWidth } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

describe('device mode', () => {
  it('is desktop at 1280 px and mobile at 375 px when the site opens', async () => {
    const desktop = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(desktop.store.getState().ui.deviceMode).toBe('desktop');
    desktop.unmount();

    installMatchMedia({ width: 375 });
    const phone = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(phone.store.getState().ui.deviceMode).toBe('mobile');
  });

  it('follows the (max-width: 767px) media query as the window is resized', async () => {
    const { store } = await renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(store.getState().ui.deviceMode).toBe('desktop');

    act(() => setViewportWidth(767));
    expect(store.getState().ui.deviceMode).toBe('mobile');

    act(() => setViewportWidth(768));
    expect(store.getState().ui.deviceMode).toBe('desktop');

    act(() => setViewportWidth(375));
    expect(store.getState().ui.deviceMode).toBe('mobile');
  });
});
