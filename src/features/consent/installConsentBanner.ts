// Answers the banner (outside the React root) from the entry script; small, as it runs on every page before the app.
import {
  CONSENT_BANNER_ID,
  CONSENT_FORM_ATTRIBUTE,
  CONSENT_INSTALLED_ATTRIBUTE,
  OPEN_CONSENT_ATTRIBUTE,
  readConsent,
  REOPENED_ATTRIBUTE,
  saveConsent,
  UNDECIDED_ATTRIBUTE,
} from '@/lib/consent';
import { consentChoiceFrom } from './consentChoice';

const PURPOSES = ['advertising', 'embeds'] as const;

export function installConsentBanner(doc: Document): void {
  const banner = doc.getElementById(CONSENT_BANNER_ID);
  const form = banner?.querySelector<HTMLFormElement>(`form[${CONSENT_FORM_ATTRIBUTE}]`);
  if (!banner || !form) return;
  const root = doc.documentElement;
  let opener: HTMLElement | null = null;

  const close = () => {
    root.removeAttribute(UNDECIDED_ATTRIBUTE);
    root.removeAttribute(REOPENED_ATTRIBUTE);
    if (opener?.isConnected) opener.focus();
    opener = null;
  };

  form.setAttribute(CONSENT_INSTALLED_ATTRIBUTE, '');
  root.toggleAttribute(UNDECIDED_ATTRIBUTE, readConsent() === null);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = consentChoiceFrom(event.submitter, form);
    if (!choice) return;
    saveConsent(choice);
    close();
  });

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPEN_CONSENT_ATTRIBUTE}]`) : null;
      if (!target) return;
      const current = readConsent();
      for (const name of PURPOSES) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.checked = current?.[name] ?? false;
      }
      // Reopened to change the choice: the purposes show at once.
      form.querySelector('details')?.setAttribute('open', '');
      opener = target;
      root.setAttribute(REOPENED_ATTRIBUTE, '');
      banner.focus();
    },
    true,
  );

  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.hasAttribute(REOPENED_ATTRIBUTE) && readConsent() !== null) close();
  });
}
