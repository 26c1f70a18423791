import '@platform/ui/ui.css';
import './app/app.css';
import './modules/marketing/marketing.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadInitialLocale, setTargetLocale } from './app/i18n/catalog-store';
import { readStoredLocale, setActiveLocale } from './app/i18n/stored-locale';
import { createAppRouter, whenRouterReady } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

// Before the router starts: the first page's texts load in the stored language.
const storedLocale = readStoredLocale();
setTargetLocale(storedLocale);
const router = createAppRouter();

// Render once the language's texts and the first page's code are here: no flash of German
// text for English readers, and no empty frame while the page chunk loads.
void Promise.all([loadInitialLocale(storedLocale), whenRouterReady(router)]).then(([locale]) => {
  setActiveLocale(locale);
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} initialLocale={locale} />
    </StrictMode>,
  );
});
