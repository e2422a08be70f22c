import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import * as sass from 'sass';
import type { SiteConfig } from '@/config/siteConfig';
import { donation, donationUnavailable, hero } from '@/content/landing';
import { donationDialogClosed, donationDialogOpened } from '@/store/uiSlice';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderLanding } from './renderLanding';

setupFakeFunctions();

const DONATION_URL = 'https://give.example/vedanta';

/** The global stylesheet as the build compiles it (jsdom applies none, so its rules are read here). */
const globalCss = sass.compile(path.join(__dirname, '../../../styles/global.scss'), {
  loadPaths: [path.join(__dirname, '../../../styles')],
}).css;

async function openDialog(config: Partial<SiteConfig> = { donationUrl: DONATION_URL }) {
  const rendered = await renderLanding(config);
  const opener = screen.getByRole('button', { name: hero.supportLabel });
  await rendered.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: donation.heading });
  return { ...rendered, opener, dialog };
}

describe('the donation dialog', () => {
  it('is closed until the visitor asks for it, and its button opens it by itself (no script needed)', async () => {
    const { store } = await renderLanding();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    const opener = screen.getByRole('button', { name: hero.supportLabel });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('closedby', 'any');
  });

  it("opens as a modal from 'Support Our Mission', with focus on its heading and the page locked", async () => {
    const { dialog, store } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(store.getState().ui.donationDialogOpen).toBe(true);
    expect(within(dialog).getByRole('heading', { name: donation.heading })).toHaveFocus();
    // The page behind a modal dialog does not scroll: a rule of the global stylesheet.
    expect(globalCss).toMatch(/html:has\(dialog:modal\)\s*\{\s*overflow:\s*hidden/);
  });

  it('follows a dialog the browser opened before React took over the page', async () => {
    const { store } = await renderLanding();
    const dialog = document.getElementById('donation-dialog') as HTMLDialogElement;
    act(() => dialog.showModal());
    await screen.findByRole('dialog', { name: donation.heading });
    expect(store.getState().ui.donationDialogOpen).toBe(true);
  });

  it('opens and closes by script where the browser does not run invoker commands', async () => {
    const supported = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'command');
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    try {
      const { user } = await renderLanding();
      const opener = screen.getByRole('button', { name: hero.supportLabel });
      opener.removeAttribute('commandfor');
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: donation.heading });
      const close = within(dialog).getByRole('button', { name: donation.closeLabel });
      close.removeAttribute('commandfor');
      await user.click(close);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      if (supported) Object.defineProperty(HTMLButtonElement.prototype, 'command', supported);
    }
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
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button and gives focus back to its opener', async () => {
    const { dialog, opener, store, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: donation.closeLabel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.donationDialogOpen).toBe(false);
    expect(opener).toHaveFocus();
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
  });

  it('sends the visitor to the configured donation site in a new tab', async () => {
    const { dialog } = await openDialog();
    const donate = within(dialog).getByRole('link', { name: /Donate to Vedanta Initiatives/ });
    expect(donate).toHaveAttribute('href', DONATION_URL);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says donations are not open yet, and how else to help, when no donation site is configured', async () => {
    const { dialog, user } = await openDialog({ donationUrl: undefined });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    const donate = within(dialog).getByRole('button', { name: donation.buttonLabel });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(`${donationUnavailable.note} ${donationUnavailable.otherWays}`);
    // The reason is read first: it stands above the button, and above Close.
    const note = within(dialog).getByText(donationUnavailable.note);
    expect(note.compareDocumentPosition(donate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // With the donate button out of the tab order, focus cycles on the one button left.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: donation.closeLabel })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: donation.closeLabel })).toHaveFocus();
  });

  it('leads to the contact section as a way to help where the site can be written to', async () => {
    const { dialog } = await openDialog({ donationUrl: undefined, contactEmail: 'hello@vedanta.example' });
    expect(within(dialog).getByText(donationUnavailable.otherWaysWithContact, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: donationUnavailable.contactLink })).toHaveAttribute('href', '#contact');
  });

  it('opens and closes as actions dispatched to the store say, as Redux DevTools dispatches them', async () => {
    const { store } = await renderLanding();
    act(() => {
      store.dispatch(donationDialogOpened());
    });
    expect(screen.getByRole('dialog', { name: donation.heading })).toHaveAttribute('open');
    act(() => {
      store.dispatch(donationDialogClosed());
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
