import '@platform/ui/ui.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo/client';
import { App } from './app/App';
import { loadCatalogOrDefault } from './app/i18n/catalogs';
import { getActiveLocale, readStoredLocale, setActiveLocale } from './app/i18n/stored-locale';
import { createAppRouter, whenRouterReady } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

const router = createAppRouter();
const apolloClient = createApolloClient({ getLocale: getActiveLocale });

// Render once the language catalog and the first page's code are here: no flash of German
// text for English readers, and no empty frame while the page chunk loads.
void Promise.all([loadCatalogOrDefault(readStoredLocale()), whenRouterReady(router)]).then(
  ([initialCatalog]) => {
    setActiveLocale(initialCatalog.locale);
    createRoot(rootElement).render(
      <StrictMode>
        <App router={router} apolloClient={apolloClient} initialCatalog={initialCatalog} />
      </StrictMode>,
    );
  },
);
