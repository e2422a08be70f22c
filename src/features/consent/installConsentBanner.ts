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
  type ConsentChoice,
} from '@/lib/consent';

const PURPOSES = ['advertising', 'embeds'] as const;

function choiceFrom(action: string | undefined, form: HTMLFormElement): ConsentChoice | null {
  if (action === 'accept') return { advertising: true, embeds: true };
  if (action === 'reject') return { advertising: false, embeds: false };
  if (action !== 'save') return null;
  const checked = (name: (typeof PURPOSES)[number]) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement && input.checked;
  };
  return { advertising: checked('advertising'), embeds: checked('embeds') };
}

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
  if (readConsent() === null) root.setAttribute(UNDECIDED_ATTRIBUTE, '');
  else root.removeAttribute(UNDECIDED_ATTRIBUTE);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = choiceFrom(event.submitter instanceof HTMLButtonElement ? event.submitter.value : undefined, form);
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
