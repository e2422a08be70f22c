// Shows the banner to the undecided and answers it until the entry loads; never from the address, or a link could accept.
import { CONSENT_FORM_ATTRIBUTE, CONSENT_INSTALLED_ATTRIBUTE, UNDECIDED_ATTRIBUTE } from '../../lib/consentMarkup';
import { CONSENT_STORAGE_KEY, parseConsent, storedConsent } from '../../lib/consentFormat';
import { consentChoiceFrom } from '../../features/consent/consentChoice';
import { fromStorage } from './fromStorage';

export function bootConsent(): void {
  const root = document.documentElement;
  const stored = fromStorage(() => parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY)), null);
  if (stored === null) root.setAttribute(UNDECIDED_ATTRIBUTE, '');
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute(CONSENT_FORM_ATTRIBUTE) || form.hasAttribute(CONSENT_INSTALLED_ATTRIBUTE)) return;
      event.preventDefault();
      const choice = consentChoiceFrom(event.submitter, form);
      if (!choice) return;
      try {
        localStorage.setItem(CONSENT_STORAGE_KEY, storedConsent(choice, Date.now()));
      } catch {
        // Storage refused: the entry script holds the choice for the page once it loads.
      }
      root.removeAttribute(UNDECIDED_ATTRIBUTE);
    },
    true,
  );
}
