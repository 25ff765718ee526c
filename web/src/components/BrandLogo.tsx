import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BrandLogo() {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconRoute size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg" data-testid="brand-name">
        {t('appName')}
      </Text>
    </Group>
  );
}
