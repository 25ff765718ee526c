import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark toggle; Mantine persists the choice under the `theme` key (see providers). */
export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon
      variant="default"
      size={44} // a touch target people can hit (WCAG 2.5.5)
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      data-testid="theme-switch"
    >
      {scheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
