import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './brand/LogoMark';

/** The site's mark and name; on a phone header the name gives way to the controls. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" wrap="nowrap" c="var(--mantine-primary-color-filled)">
      <LogoMark size={34} className="brand-mark" />
      <Text fw={700} size="lg" c="var(--mantine-color-text)" data-testid="brand-name" className={compact ? 'hide-on-phone' : undefined}>
        {t('appName')}
      </Text>
    </Group>
  );
}
