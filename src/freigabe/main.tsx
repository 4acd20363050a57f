import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { setRequestLocale } from '@src/api/client';
import { approvalAddress } from './address';
import { ApprovalApp } from './approval-app';
import '../app/app.css';
import '../ui/ui.css';
import './freigabe.css';

/*
 * The public approval page's own entry (docs/decisions/0038-approval-page-entry.md):
 * plain React and Lingui, its one catalog; the address is the only state
 * (/:locale/freigabe/:token), a language switch is a new page load.
 */

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/freigabe.po');

const container = document.getElementById('root');
if (!container) throw new Error('freigabe.html has no #root element');

const { locale, token } = approvalAddress(window.location.pathname);
const load = catalogs[`../locales/${locale}/freigabe.po`];
if (!load) throw new Error(`no catalog ${locale}/freigabe`);

void load().then(({ messages }) => {
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  setRequestLocale(locale);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ApprovalApp locale={locale} token={token} />
      </I18nProvider>
    </StrictMode>,
  );
});
