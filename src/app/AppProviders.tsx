import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider } from '../config/ConfigContext';
import type { SiteConfig } from '../config/siteConfig';
import type { AppStore } from '../store/store';

interface AppProvidersProps {
  readonly store: AppStore;
  readonly config: SiteConfig;
  readonly children: ReactNode;
}

/** The store and configuration every component reads; shared by the browser entry and tests. */
export function AppProviders({ store, config, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider value={config}>{children}</ConfigProvider>
    </Provider>
  );
}
