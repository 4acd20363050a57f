import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { localizePath } from '@domain/shared/locale';
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
// A promise, not a top-level await: Rollup splits every module that a lazy chunk
// shares with an entry using top-level await into a chunk of its own (14 tiny
// files on the login path, each with its own request and gzip overhead).
void activateLocale(localizePath(window.location.pathname).locale).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
});
