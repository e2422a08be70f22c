import '@fontsource/lora/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '../styles/global.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { readConfig } from '@/app/config';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';

const config = readConfig();
const store = makeStore({ config });
const router = createBrowserRouter(routes);
const container = document.getElementById('root');

if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
