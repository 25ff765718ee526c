import { Anchor, Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { StatusPage } from './StatusPage';

/** Unknown SPA paths. The home link is a full page load: the public site is not in this SPA. */
export function NotFound({ inApp = false }: { inApp?: boolean }) {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <StatusPage
      icon={<IconMapPinOff size={36} />}
      code="404"
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <>
          <Button component={Link} to="/app">
            {t('notFound.toApp')}
          </Button>
          {!inApp && <Anchor href="/">{t('notFound.toHome')}</Anchor>}
        </>
      }
    />
  );
}
