import { screen, waitFor, within } from '@testing-library/react';
import type { FakePost } from '../../support/fakeFunctions';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

const post: FakePost = {
  id: 1,
  slug: 'atman-and-brahman',
  metaTitle: 'Atman and Brahman',
  metaDescription: 'The self and the ground of all being.',
  date: '2025-08-25',
  blog: 'The Upanishads ask two questions.',
};

setupFakeFunctions([post]);

const shareRow = async () => screen.findByRole('region', { name: 'Share this post' });

/** The browser's sharing and clipboard, as the test sets them (absent unless given), once the page is rendered. */
function browserWith({ share, writeText, secure = true }: { share?: jest.Mock; writeText?: jest.Mock; secure?: boolean }) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
}

afterEach(() => browserWith({}));

describe('the share row', () => {
  it('links to each service with the post’s canonical address on the site’s address, and to e-mail in the same tab', async () => {
    await renderApp({ route: '/blog/atman-and-brahman', config: { siteUrl: 'https://vedanta.example' } });
    const row = await shareRow();
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent.replace(' (opens in a new tab)', ''))).toEqual([
      'WhatsApp',
      'X',
      'Facebook',
      'Telegram',
      'E-mail',
    ]);
    const canonical = encodeURIComponent('https://vedanta.example/blog/atman-and-brahman');
    for (const link of links) expect(link.getAttribute('href')).toContain(canonical);
    expect(within(row).getByRole('link', { name: /^X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?text=Atman%20and%20Brahman&url=${canonical}`,
    );
    expect(within(row).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: 'E-mail' })).not.toHaveAttribute('target');
  });

  it('takes the page’s own origin in a build without a site address', async () => {
    await renderApp({ route: '/blog/atman-and-brahman' });
    const row = await shareRow();
    expect(within(row).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/blog/atman-and-brahman')}`,
    );
  });

  it('opens the share sheet with the title and canonical address where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const { user } = await renderApp({ route: '/blog/atman-and-brahman', config: { siteUrl: 'https://vedanta.example' } });
    const row = await shareRow();
    browserWith({ share, writeText: jest.fn() });
    await user.click(within(row).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Atman and Brahman', url: 'https://vedanta.example/blog/atman-and-brahman' });
    expect(within(row).getByRole('status')).toHaveTextContent('');
  });

  it('copies the address where there is no share sheet, and says so in a status message', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { user } = await renderApp({ route: '/blog/atman-and-brahman', config: { siteUrl: 'https://vedanta.example' } });
    const row = await shareRow();
    // After user-event's set-up, which puts a clipboard of its own on the page.
    browserWith({ writeText });
    await user.click(within(row).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://vedanta.example/blog/atman-and-brahman');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('Link copied.'));
  });

  it('shows the address selected, to copy by hand, outside a secure context', async () => {
    const { user } = await renderApp({ route: '/blog/atman-and-brahman', config: { siteUrl: 'https://vedanta.example' } });
    const row = await shareRow();
    browserWith({ share: jest.fn(), writeText: jest.fn(), secure: false });
    await user.click(within(row).getByRole('button', { name: 'Share' }));
    const field = await screen.findByRole('textbox', { name: 'Copy this address:' });
    expect(field).toHaveValue('https://vedanta.example/blog/atman-and-brahman');
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, 46]);
  });
});
