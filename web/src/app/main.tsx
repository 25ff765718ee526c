import '@mantine/core/styles.css';
// After core's, as @mantine/dates asks: the pickers of components/date-field.tsx.
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import './app.css';
import i18n from '../lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { notifications } from '@mantine/notifications';
import { setSessionExpiredHandler } from '../lib/api-client';
import { readArabicDigitsAsLatin } from '../lib/latin-digits';
import { queryClient } from '../lib/query-client';
import { startOfflineApp } from '../offline/offline-app';
import { Providers } from './providers';
import { paths } from './paths';
import { router } from './router';

// A refresh that failed mid-session: tell the user why they are back at the login page.
setSessionExpiredHandler(() => {
  queryClient.clear();
  notifications.show({
    id: 'session-expired',
    title: i18n.t('common:session.expiredTitle'),
    message: i18n.t('common:session.expired'),
    color: 'orange',
  });
  void router.navigate(paths.login, { replace: true });
});

// Number and phone fields take Arabic-Indic and Persian digits (lib/latin-digits.ts).
readArabicDigitsAsLatin();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The phone's kept data and waiting changes first (a fraction of a second), so an offline start shows them.
void startOfflineApp(queryClient)
  .catch(() => undefined) // no IndexedDB: the app works online only
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
