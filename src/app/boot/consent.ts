// Shows the banner to the undecided and answers it until the entry loads; never from the address, or a link could accept.
import { CONSENT_FORM_ATTRIBUTE, CONSENT_INSTALLED_ATTRIBUTE, UNDECIDED_ATTRIBUTE } from '../../lib/consentMarkup';
import { CONSENT_STORAGE_KEY, parseConsent, storedConsent } from '../../lib/consentFormat';

export function bootConsent(): void {
  const root = document.documentElement;
  let decided = false;
  try {
    decided = parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY)) !== null;
  } catch {
    // No storage: undecided.
  }
  if (!decided) root.setAttribute(UNDECIDED_ATTRIBUTE, '');
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const answer = (event.submitter as HTMLButtonElement | null)?.value;
      if (!form.hasAttribute(CONSENT_FORM_ATTRIBUTE) || form.hasAttribute(CONSENT_INSTALLED_ATTRIBUTE)) return;
      event.preventDefault();
      if (answer !== 'accept' && answer !== 'reject' && answer !== 'save') return;
      const allows = (purpose: string) =>
        answer === 'accept' || (answer === 'save' && (form.elements.namedItem(purpose) as HTMLInputElement | null)?.checked === true);
      try {
        localStorage.setItem(
          CONSENT_STORAGE_KEY,
          storedConsent({ advertising: allows('advertising'), embeds: allows('embeds') }, Date.now()),
        );
      } catch {
        // Storage refused: the entry script holds the choice for the page once it loads.
      }
      root.removeAttribute(UNDECIDED_ATTRIBUTE);
    },
    true,
  );
}
