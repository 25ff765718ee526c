import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';

/**
 * One button that offers the other language, written in that language (as people look
 * for their own language's name). `lang` on the label lets screen readers pronounce it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  const name = t(`language.${next}`);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void setLanguage(next)}
      aria-label={t('language.switchTo', { name })}
      data-testid="language-switch"
    >
      <span lang={next}>{name}</span>
    </Button>
  );
}
