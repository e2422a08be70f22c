import { useSyncExternalStore } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { readConsent, saveConsent, subscribeToConsent, type ConsentChoice } from '@/lib/consent';

const NOTHING_ALLOWED: ConsentChoice = { advertising: false, embeds: false };
const EVERYTHING_ALLOWED: ConsentChoice = { advertising: true, embeds: true };

/** Nothing while prerendering and hydrating, so no third party is ever in the HTML; a stored choice after. */
export function useConsent(): ConsentChoice {
  const { consent = 'built-in' } = useConfig();
  const stored = useSyncExternalStore(subscribeToConsent, readConsent, () => null);
  if (consent === 'off') return EVERYTHING_ALLOWED;
  // The ad tag reads the external platform's signal (TCF); frames wait for a click or an earlier 'always load'.
  if (consent === 'external') return { advertising: true, embeds: stored?.embeds ?? false };
  return stored ?? NOTHING_ALLOWED;
}

/** Allows embedded content from now on, keeping the rest of the choice. */
export function rememberEmbedsAllowed(): void {
  saveConsent({ ...(readConsent() ?? NOTHING_ALLOWED), embeds: true });
}
