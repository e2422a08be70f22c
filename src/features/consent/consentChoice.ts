// Shared by the boot script (src/app/boot/consent.ts), which esbuild bundles without the `@/` alias: type imports only.
import type { ConsentChoice } from '@/lib/consentFormat';

/** The choice the banner's form makes by the button that submitted it; null for any other. */
export function consentChoiceFrom(submitter: HTMLElement | null, form: HTMLFormElement): ConsentChoice | null {
  const answer = submitter instanceof HTMLButtonElement ? submitter.value : undefined;
  if (answer === 'accept' || answer === 'reject') return { advertising: answer === 'accept', embeds: answer === 'accept' };
  if (answer !== 'save') return null;
  const checked = (name: keyof ConsentChoice) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement && input.checked;
  };
  return { advertising: checked('advertising'), embeds: checked('embeds') };
}
