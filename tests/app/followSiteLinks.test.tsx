import { act, fireEvent, screen } from '@testing-library/react';
import { AppLink, AppNavLink } from '@/components/AppLink';
import { navigate, renderWithProviders } from '../support/renderWithProviders';

/** Links as the site draws them (plain anchors), and the kinds of click and link the browser keeps. */
function Links() {
  return (
    <nav aria-label="Test links">
      <AppLink to="/glossary">Glossary</AppLink>
      <AppLink to={{ hash: '#setting' }}>The setting</AppLink>
      <AppLink to="/blog" target="_blank">
        Blog in a new tab
      </AppLink>
      <AppLink to="/terms" download>
        Terms as a file
      </AppLink>
      <AppLink to="/privacy" onClick={(event) => event.preventDefault()}>
        Taken by its own handler
      </AppLink>
      <a href="/rss.xml">Feed</a>
      <a href="maya.html">A relative link</a>
      <AppNavLink to="/blog">Blog</AppNavLink>
    </nav>
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('links to the pages of the site: plain anchors the router follows', () => {
  it('follows a plain click on a link to a page in the router, as a new entry Back leaves', async () => {
    const { router } = renderWithProviders(<Links />, { route: '/blog/maya' });
    expect(link('Glossary')).toHaveAttribute('href', '/glossary');

    let followed = true;
    act(() => {
      followed = fireEvent.click(link('Glossary'));
    });
    // The browser does not load the page itself.
    expect(followed).toBe(false);
    expect(router.state.location.pathname).toBe('/glossary');

    await navigate(router, -1);
    expect(router.state.location.pathname).toBe('/blog/maya');
  });

  it("writes a link to this page's section with the page's path, and replaces the entry for a link to where the reader is", async () => {
    const { router } = renderWithProviders(<Links />, { route: '/blog/maya?utm_source=feed' });
    expect(link('The setting')).toHaveAttribute('href', '/blog/maya#setting');

    act(() => {
      fireEvent.click(link('Glossary'));
    });
    act(() => {
      fireEvent.click(link('Glossary'));
    });
    expect(router.state.location.pathname).toBe('/glossary');
    await navigate(router, -1);
    expect(router.state.location).toMatchObject({ pathname: '/blog/maya', search: '?utm_source=feed' });
  });

  it('leaves to the browser a modified click, another target, a download, a file, a relative link and what a nearer handler took', () => {
    const { router } = renderWithProviders(<Links />, { route: '/blog/maya' });
    const unchanged = () => expect(router.state.location.pathname).toBe('/blog/maya');

    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      act(() => {
        expect(fireEvent.click(link('Glossary'), { [modifier]: true })).toBe(true);
      });
      unchanged();
    }
    act(() => {
      expect(fireEvent.click(link('Glossary'), { button: 1 })).toBe(true);
    });
    unchanged();
    for (const name of ['Blog in a new tab', 'Terms as a file', 'Feed', 'A relative link']) {
      act(() => {
        expect(fireEvent.click(link(name))).toBe(true);
      });
      unchanged();
    }
    act(() => {
      fireEvent.click(link('Taken by its own handler'));
    });
    unchanged();
  });

  it('marks the navigation link of the current page, or of the page above it, as React Router did (aria-current)', () => {
    const { unmount } = renderWithProviders(<Links />, { route: '/blog/maya' });
    expect(link('Blog')).toHaveAttribute('aria-current', 'page');
    unmount();

    renderWithProviders(<Links />, { route: '/blogroll' });
    expect(link('Blog')).not.toHaveAttribute('aria-current');
  });
});
