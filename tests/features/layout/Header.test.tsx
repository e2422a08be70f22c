import { act, screen, within } from '@testing-library/react';
import { installMatchMedia, setViewportWidth } from '../../support/matchMedia';
import { renderWithProviders } from '../../support/renderWithProviders';
import { Header } from '@/features/layout/Header';
import { RootLayout } from '@/features/layout/RootLayout';
import { deviceModeChanged, mobileMenuClosed, mobileMenuOpened } from '@/store/uiSlice';

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** Whether the browser shows the phone's menu (a popover). */
const menuShown = () => mainNavigation().matches(':popover-open');

describe('Header navigation', () => {
  it('links the landing-page sections by anchor and the blog by route', async () => {
    await renderWithProviders(<Header />, { route: '/privacy' });
    const nav = within(mainNavigation());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home');
    expect(nav.getByRole('link', { name: 'About Vedanta' })).toHaveAttribute('href', '/#about');
    expect(nav.getByRole('link', { name: 'Teachings' })).toHaveAttribute('href', '/#teachings');
    expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/#resources');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('takes the visitor from another page to the landing-page anchor', async () => {
    const { router, user } = await renderWithProviders(<Header />, { route: '/terms' });
    await user.click(within(mainNavigation()).getByRole('link', { name: 'Teachings' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#teachings' });
  });
});

describe('Related Links menu', () => {
  /** The popover the trigger controls, and whether the browser shows it. */
  function relatedList(trigger: HTMLElement) {
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    return { list, shown: () => list.matches(':popover-open') };
  }

  it('opens and closes a popover of the two related sites, each opening in a new tab', async () => {
    const { user } = await renderWithProviders(<Header />);
    const trigger = screen.getByRole('button', { name: 'Related Links' });
    const { list, shown } = relatedList(trigger);
    // The browser tells assistive technology a popover button's state itself: `aria-expanded` there is invalid HTML.
    expect(trigger).not.toHaveAttribute('aria-expanded');
    expect(trigger).toHaveAttribute('popovertarget', list.id);
    expect(list).toHaveAttribute('popover', 'auto');
    expect(shown()).toBe(false);

    await user.click(trigger);

    expect(shown()).toBe(true);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://vedanta.org/', 'https://www.sriramanamaharshi.org/']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    await user.click(trigger);
    expect(shown()).toBe(false);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = await renderWithProviders(<Header />);
    const trigger = screen.getByRole('button', { name: 'Related Links' });
    const { shown } = relatedList(trigger);
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: /Vedanta Society of Southern California/ })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(shown()).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('closes when the visitor clicks elsewhere on the page', async () => {
    const { user } = await renderWithProviders(<Header />);
    const trigger = screen.getByRole('button', { name: 'Related Links' });
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: /Vedanta Wisdom/ }));
    expect(relatedList(trigger).shown()).toBe(false);
  });
});

describe('Study menu', () => {
  it('lists the study tools by their routes, after the spec’s navigation and Related Links', async () => {
    const { user } = await renderWithProviders(<Header />, { route: '/privacy' });
    const trigger = screen.getByRole('button', { name: 'Study' });
    const list = screen.getByRole('list', { name: 'Study', hidden: true });
    expect(trigger).toHaveAttribute('popovertarget', list.id);
    await user.click(trigger);
    expect(list.matches(':popover-open')).toBe(true);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start here', '/start-here'],
      ['Glossary', '/glossary'],
      ['Topics', '/topics'],
      ['Search', '/search'],
      ['Saved', '/saved'],
    ]);
    const items = within(mainNavigation())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === mainNavigation());
    expect(items.map((item) => item.querySelector('a, button')?.textContent)).toEqual([
      'Home',
      'About Vedanta',
      'Teachings',
      'Resources',
      'Blog',
      'Contact Us',
      'Related Links',
      'Study',
      expect.stringMatching(/^Theme/),
    ]);
  });

  it('closes when a tool is chosen, and goes there', async () => {
    const { router, user } = await renderWithProviders(<Header />, { route: '/privacy' });
    await user.click(screen.getByRole('button', { name: 'Study' }));
    const list = screen.getByRole('list', { name: 'Study' });
    await user.click(within(list).getByRole('link', { name: 'Glossary' }));
    expect(list.matches(':popover-open')).toBe(false);
    expect(router.state.location.pathname).toBe('/glossary');
  });

  it('has no link to Saved where the site offers no offline reading', async () => {
    await renderWithProviders(<Header />, { config: { offlineReading: false } });
    expect(screen.queryByRole('link', { name: 'Saved', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topics', hidden: true })).toBeInTheDocument();
  });
});

describe('mobile menu at 375 px', () => {
  // The whole frame, so the device-mode listener runs as it does on a phone.
  async function renderOnPhone(route = '/privacy') {
    installMatchMedia({ width: 375 });
    return await renderWithProviders(<RootLayout />, { route });
  }

  it('starts closed: a popover its toggle opens by itself', async () => {
    await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(mainNavigation().id).not.toBe('');
    expect(toggle).toHaveAttribute('aria-controls', mainNavigation().id);
    expect(toggle).toHaveAttribute('popovertarget', mainNavigation().id);
    expect(mainNavigation()).toHaveAttribute('popover', 'auto');
    expect(mainNavigation().matches(':popover-open')).toBe(false);
  });

  it('opens and closes with the toggle, and the store follows', async () => {
    const { store, user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(menuShown()).toBe(true);
    expect(store.getState().ui.mobileMenuOpen).toBe(true);
    await user.click(toggle);
    expect(menuShown()).toBe(false);
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
  });

  it('follows a menu the browser opened by itself, before React took over the page', async () => {
    const { store } = await renderOnPhone();
    act(() => mainNavigation().showPopover());
    expect(store.getState().ui.mobileMenuOpen).toBe(true);
  });

  it('closes on a tap outside it', async () => {
    const { user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('main'));
    expect(menuShown()).toBe(false);
  });

  it('closes on Escape and focuses the toggle', async () => {
    const { user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    // The browser's Tab goes from the toggle into its popover (jsdom's keeps to document order, where the menu is
    // before its toggle, as it is drawn on wide screens): focus is put there as a Tab would.
    act(() => within(mainNavigation()).getByRole('link', { name: 'Home' }).focus());
    expect(toggle).not.toHaveFocus();

    await user.keyboard('{Escape}');

    expect(menuShown()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('lets Escape close an open Related Links list first, keeping the menu open', async () => {
    const { user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const related = screen.getByRole('button', { name: 'Related Links' });
    await user.click(related);

    await user.keyboard('{Escape}');
    expect(related.nextElementSibling?.matches(':popover-open')).toBe(false);
    expect(related).toHaveFocus();
    expect(menuShown()).toBe(true);

    await user.keyboard('{Escape}');
    expect(menuShown()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it.each([
    ['About Vedanta', { pathname: '/', hash: '#about' }],
    ['Blog', { pathname: '/blog', hash: '' }],
  ])('closes when the visitor chooses %s, and goes there', async (label, location) => {
    const { router, user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);

    await user.click(within(mainNavigation()).getByRole('link', { name: label }));

    expect(menuShown()).toBe(false);
    expect(router.state.location).toMatchObject(location);
  });

  it('closes when the visitor chooses a related site', async () => {
    const { user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Related Links' }));

    await user.click(within(mainNavigation()).getByRole('link', { name: /Sri Ramanasramam/ }));

    expect(menuShown()).toBe(false);
  });

  it('closes when the window grows to desktop width', async () => {
    const { user } = await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(menuShown()).toBe(true);

    act(() => setViewportWidth(1280));

    expect(menuShown()).toBe(false);
  });

  it('opens and closes as actions dispatched to the store say, as Redux DevTools dispatches them', async () => {
    const { store } = await renderOnPhone();
    act(() => {
      store.dispatch(mobileMenuOpened());
    });
    expect(menuShown()).toBe(true);
    act(() => {
      store.dispatch(mobileMenuClosed());
    });
    expect(menuShown()).toBe(false);
  });

  it('closes when the store hears the window grew past 768 px', async () => {
    const { store, user } = await renderOnPhone();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => {
      store.dispatch(deviceModeChanged('desktop'));
    });
    expect(menuShown()).toBe(false);
  });
});
