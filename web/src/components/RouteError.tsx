import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './NotFound';
import { StatusPage } from './StatusPage';

/**
 * Route error boundary. Mostly a lazy chunk that failed to load (offline, or a deploy
 * replaced it), for which a reload is the fix.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <StatusPage
      icon={<IconPlugConnectedX size={36} />}
      color="red"
      title={t('loadError.title')}
      message={t('loadError.message')}
      actions={<Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>}
    />
  );
}
