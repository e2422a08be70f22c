import { screen, within } from '@testing-library/react';
import type { SiteConfig } from '@/app/config';
import { donation, donationUnavailable, hero } from '@/content/landing';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderLanding } from './renderLanding';

setupFakeFunctions();

const DONATION_URL = 'https://give.example/vedanta';

// jsdom has <dialog> but not its modal methods; these behave like the browser's for what is tested here.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});
afterAll(() => {
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
});

async function openDialog(config: Partial<SiteConfig> = { donationUrl: DONATION_URL }) {
  const rendered = await renderLanding(config);
  const opener = screen.getByRole('button', { name: hero.supportLabel });
  await rendered.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: donation.heading });
  return { ...rendered, opener, dialog };
}

describe('the donation dialog', () => {
  it('is closed until the visitor asks for it', async () => {
    const { store } = await renderLanding();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    expect(screen.getByRole('button', { name: hero.supportLabel })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("opens as a modal from 'Support Our Mission', with focus inside and the page locked", async () => {
    const { dialog, store } = await openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(store.getState().ui.donationDialogOpen).toBe(true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('heading', { name: donation.heading })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { dialog, user } = await openDialog();
    const donate = within(dialog).getByRole('link', { name: /Donate to Vedanta Initiatives/ });
    const closeButton = within(dialog).getByRole('button', { name: donation.closeLabel });

    await user.tab();
    expect(donate).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
    await user.tab();
    expect(donate).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(donate).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    const { opener, store, user } = await openDialog();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button and gives focus back to its opener', async () => {
    const { dialog, opener, store, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: donation.closeLabel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, not on its panel', async () => {
    const { dialog, opener, user } = await openDialog();
    await user.click(within(dialog).getByText(donation.body));
    expect(dialog).toBeVisible();

    // A click outside the panel lands on the <dialog> element itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('can be opened again after closing', async () => {
    const { opener, user } = await openDialog();
    await user.keyboard('{Escape}');
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: donation.heading })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('sends the visitor to the configured donation site in a new tab', async () => {
    const { dialog } = await openDialog();
    const donate = within(dialog).getByRole('link', { name: /Donate to Vedanta Initiatives/ });
    expect(donate).toHaveAttribute('href', DONATION_URL);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says donations are not open yet, with no link, when no donation site is configured', async () => {
    const { dialog, user } = await openDialog({ donationUrl: undefined });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    const donate = within(dialog).getByRole('button', { name: donation.buttonLabel });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(donationUnavailable.note);

    // With the donate button out of the tab order, focus cycles on the one button left.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: donation.closeLabel })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: donation.closeLabel })).toHaveFocus();
  });
});
