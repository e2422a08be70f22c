/**
 * Answers the privacy choices banner from the entry script, before React and after it: the banner lives
 * outside the React root (src/app/consentBanner.ts). Small on purpose: it runs on every page before the app.
 */
import {
  CONSENT_BANNER_ID,
  CONSENT_FORM_ATTRIBUTE,
  OPEN_CONSENT_ATTRIBUTE,
  readConsent,
  REOPENED_ATTRIBUTE,
  saveConsent,
  UNDECIDED_ATTRIBUTE,
  type ConsentChoice,
} from '@/lib/consent';

const PURPOSES = ['advertising', 'embeds'] as const;

function choiceFrom(
  action: string | null,
  form: HTMLFormElement | { elements?: undefined },
  params?: URLSearchParams,
): ConsentChoice | null {
  if (action === 'accept') return { advertising: true, embeds: true };
  if (action === 'reject') return { advertising: false, embeds: false };
  if (action !== 'save') return null;
  const checked = (name: (typeof PURPOSES)[number]) => {
    const input = form.elements?.namedItem(name);
    return input instanceof HTMLInputElement ? input.checked : params?.get(name) === 'yes';
  };
  return { advertising: checked('advertising'), embeds: checked('embeds') };
}

export function installConsentBanner(doc: Document): void {
  const banner = doc.getElementById(CONSENT_BANNER_ID);
  const form = banner?.querySelector<HTMLFormElement>(`form[${CONSENT_FORM_ATTRIBUTE}]`);
  if (!banner || !form) return;
  const root = doc.documentElement;
  const view = doc.defaultView;
  let opener: HTMLElement | null = null;

  const close = () => {
    root.removeAttribute(UNDECIDED_ATTRIBUTE);
    root.removeAttribute(REOPENED_ATTRIBUTE);
    if (opener?.isConnected) opener.focus();
    opener = null;
  };

  // A choice made before this script ran came as a plain form submission: take it, and tidy the address.
  if (view) {
    const url = new URL(view.location.href);
    const choice = choiceFrom(url.searchParams.get('consent'), {}, url.searchParams);
    if (choice) {
      saveConsent(choice);
      for (const name of ['consent', ...PURPOSES]) url.searchParams.delete(name);
      view.history.replaceState(view.history.state, '', url);
    }
  }
  if (readConsent() === null) root.setAttribute(UNDECIDED_ATTRIBUTE, '');
  else root.removeAttribute(UNDECIDED_ATTRIBUTE);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const choice = choiceFrom(submitter?.value ?? null, form);
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
      // Reopened to change the choice: the purposes are shown at once.
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
