import { createContext, useContext } from 'react';
import { currentSiteDomain } from '@/api/apiSlice';
import type { SiteConfig } from './siteConfig';
import { asksForConsent, offersOfflineReading, readConfig } from './siteConfig';

const ConfigContext = createContext<SiteConfig>(readConfig());

export const ConfigProvider = ConfigContext.Provider;

/** The site configuration; tests render with their own through `ConfigProvider`. */
export function useConfig(): SiteConfig {
  return useContext(ConfigContext);
}

/** Whether the site's own banner asks (and the footer offers 'Privacy choices'). */
export function useAsksForConsent(): boolean {
  return asksForConsent(useConfig());
}

export function useOffersOfflineReading(): boolean {
  return offersOfflineReading(useConfig());
}

/** The domain the list function is asked for (spec §7). */
export function useSiteDomain(): string {
  return currentSiteDomain(useConfig().siteUrl);
}
