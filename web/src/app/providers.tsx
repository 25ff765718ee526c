import { useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '@contract/auth';
import { queryClient } from '../lib/query-client';
import { buildTheme } from './theme';

// Same key the boot script reads, so the first paint already has the right scheme.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

function ModalsWithLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ModalsProvider labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}>{children}</ModalsProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
  const theme = useMemo(() => buildTheme(t), [t, i18n.resolvedLanguage]);
  return (
    // lib/i18n sets <html dir>; DirectionProvider watches that attribute (detectDirection).
    <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          {/* Bottom: a notification never hides the heading of an open dialog. */}
          <Notifications position="bottom-right" />
          <ModalsWithLabels>{children}</ModalsWithLabels>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
