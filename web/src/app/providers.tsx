import { useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '@contract/auth';
import { RateLimitNotice } from '../components/RateLimitNotice';
import { queryClient } from '../lib/query-client';
import { buildTheme } from './theme';

// Same key the boot script reads, so the first paint already has the right scheme.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

/**
 * Mantine's defaults that fall short of WCAG AA text contrast, moved a shade each (checked by
 * e2e/a11y.spec.ts): dimmed gray.6 on white is 3.3:1, error red.6 3.6:1, the light variant's
 * text needs brand.8 on brand.0; in dark, brand.7 links on the body would be 3:1.
 */
const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-brand-light': 'var(--mantine-color-brand-0)',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-3)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-3)',
  },
});

function ModalsWithLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <ModalsProvider labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}>{children}</ModalsProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
  const theme = useMemo(() => buildTheme(t), [t, i18n.resolvedLanguage]);
  return (
    // lib/i18n sets <html dir>; DirectionProvider watches that attribute (detectDirection).
    <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={contrastVariables}
      >
        <QueryClientProvider client={queryClient}>
          {/* Bottom: a notification never hides the heading of an open dialog. */}
          <Notifications position="bottom-right" />
          {/* On every page, signed in or not: a call waiting out the server's rate limit says so. */}
          <RateLimitNotice />
          <ModalsWithLabels>{children}</ModalsWithLabels>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
