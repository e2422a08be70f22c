import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { privacyPolicy, termsOfService } from '@/content/legal';
import { siteMeta } from '@/content/site';
import { DocumentHead } from '@/features/seo/DocumentHead';
import { pageMetaChanged, pageMetaReset } from '@/features/seo/seoSlice';
import { usePageMeta } from '@/features/seo/usePageMeta';
import { navigate, renderWithProviders, testConfig } from '../../support/renderWithProviders';

// The landing page lists the latest posts from the content API; these tests are not about
// them, so the API is faked as unavailable rather than left to reach for a real server.
const contentApi = setupServer(http.all(`${testConfig.apiUrl}/*`, () => new HttpResponse(null, { status: 503 })));
beforeAll(() => contentApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => contentApi.close());

const descriptionTags = () => Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'));
const description = () => {
  const tags = descriptionTags();
  expect(tags).toHaveLength(1);
  return tags[0]!.content;
};

beforeEach(() => {
  descriptionTags().forEach((tag) => tag.remove());
  document.title = '';
});

describe('DocumentHead', () => {
  it('writes the site title and creates the missing description tag', () => {
    expect(descriptionTags()).toHaveLength(0);
    renderWithProviders(<DocumentHead />);
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
  });

  it('reuses a description tag the page already has', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'From index.html';
    document.head.appendChild(existing);

    renderWithProviders(<DocumentHead />);

    expect(descriptionTags()).toEqual([existing]);
    expect(existing.content).toBe(siteMeta.description);
  });

  it('updates the title and description whenever a page dispatches new ones', () => {
    const { store } = renderWithProviders(<DocumentHead />);

    act(() => {
      store.dispatch(pageMetaChanged({ title: 'Tat Tvam Asi | Vedanta Wisdom', description: 'Thou art that.' }));
    });
    expect(document.title).toBe('Tat Tvam Asi | Vedanta Wisdom');
    expect(description()).toBe('Thou art that.');

    act(() => {
      store.dispatch(pageMetaReset());
    });
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
  });
});

describe('usePageMeta', () => {
  function ArticlePage() {
    usePageMeta({ title: 'Maya | Vedanta Wisdom', description: 'On appearance and reality.' });
    return <Link to="/plain">Elsewhere</Link>;
  }

  function PlainPage() {
    usePageMeta(null);
    return <h1>Plain</h1>;
  }

  const routes = [
    {
      path: '/',
      element: (
        <>
          <DocumentHead />
          <Outlet />
        </>
      ),
      children: [
        { path: 'article', element: <ArticlePage /> },
        { path: 'plain', element: <PlainPage /> },
      ],
    },
  ];

  it("sets the page's head while it is shown and restores the site's on leaving", async () => {
    const { user } = renderWithProviders(null, { routes, route: '/article' });
    expect(document.title).toBe('Maya | Vedanta Wisdom');
    expect(description()).toBe('On appearance and reality.');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(screen.getByRole('heading', { name: 'Plain' })).toBeInTheDocument();
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
  });
});

describe('the head on the real pages', () => {
  it('carries the privacy page title and description, then the site defaults after leaving', async () => {
    const { router } = renderWithProviders(null, { route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.title).toBe('Privacy Policy | Vedanta Wisdom');
    expect(description()).toBe(privacyPolicy.description);

    await navigate(router, '/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' });
    expect(document.title).toBe(siteMeta.title);
    expect(description()).toBe(siteMeta.description);
  });

  it('carries the terms page title and description', async () => {
    renderWithProviders(null, { route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.title).toBe('Terms of Service | Vedanta Wisdom');
    expect(description()).toBe(termsOfService.description);
  });

  it('moves straight from one page’s head to the next', async () => {
    const { router } = renderWithProviders(null, { route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.title).toBe('Terms of Service | Vedanta Wisdom');
    expect(description()).toBe(termsOfService.description);
  });
});
