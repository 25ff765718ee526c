import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { useFormatters } from '../../../lib/format';
import { InfoRow } from './InfoRow';

export function YouCard({ user }: { user: User }) {
  const { t } = useTranslation(['shell', 'common']);
  const fmt = useFormatters();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconUserCircle size={20} />
        </ThemeIcon>
        <Text fw={600} c="dimmed" size="sm" tt="uppercase">
          {t('dashboard.youTitle')}
        </Text>
      </Group>
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
