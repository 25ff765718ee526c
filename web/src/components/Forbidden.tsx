import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { StatusPage } from './StatusPage';

/** What a signed-in user sees on a page their role may not use (the server answers 403 too). */
export function Forbidden() {
  const { t } = useTranslation('common');
  usePageTitle(t('forbidden.title'));
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      code="403"
      color="orange"
      title={t('forbidden.title')}
      message={t('forbidden.message')}
      actions={
        <Button component={Link} to="/app" variant="light">
          {t('forbidden.back')}
        </Button>
      }
    />
  );
}
