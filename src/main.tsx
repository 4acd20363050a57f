import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { localizePath } from '../domain/locale';
import { avoidInlineStyleInjection } from './app/csp-compat';
import { activateLocale } from './app/i18n';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

avoidInlineStyleInjection();

// Lingui's provider renders nothing until a locale is active, so the catalog of the
// URL's locale loads first; later switches happen in the root route's loader.
await activateLocale(localizePath(window.location.pathname).locale);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
