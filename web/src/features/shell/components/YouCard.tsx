import { Badge, Card, Stack } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { useFormatters } from '../../../lib/format';
import { CardHeading } from './CardHeading';
import { InfoRow } from './InfoRow';

export function YouCard({ user }: { user: User }) {
  const { t } = useTranslation(['shell', 'common']);
  const fmt = useFormatters();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <CardHeading icon={<IconUserCircle size={20} />}>{t('dashboard.youTitle')}</CardHeading>
      <Stack component="dl" gap={0} m={0}>
        <InfoRow label={t('dashboard.role')}>
          <Badge variant="light" data-testid="dashboard-role">
            {t(`common:roles.${user.role}`)}
          </Badge>
        </InfoRow>
        <InfoRow label={t('dashboard.email')}>
          <span className="ltr-value">{user.email}</span>
        </InfoRow>
        <InfoRow label={t('dashboard.createVisit')}>{user.status_of_create_visit ? t('dashboard.yes') : t('dashboard.no')}</InfoRow>
        <InfoRow label={t('dashboard.memberSince')}>{fmt.date(user.created_at)}</InfoRow>
      </Stack>
    </Card>
  );
}
