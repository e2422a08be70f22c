import { createContext, useContext } from 'react';
import type { SiteConfig } from './config';
import { readConfig } from './config';

const ConfigContext = createContext<SiteConfig>(readConfig());

export const ConfigProvider = ConfigContext.Provider;

/** The site configuration; tests render with their own through `ConfigProvider`. */
export function useConfig(): SiteConfig {
  return useContext(ConfigContext);
}
