import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify';
import { chooseLanguage } from '../lib/profile-language';

/**
 * One button that offers the other language, written in that language (as people look
 * for their own language's name). `lang` on the label lets screen readers pronounce it.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const next = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  const name = t(`language.${next}`);
  return (
    <Button
      variant="subtle"
      color="gray"
      h={44}
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void chooseLanguage(next).catch((err: unknown) => notifyError(err))}
      aria-label={t('language.switchTo', { name })}
      data-testid="language-switch"
    >
      {/* In a crowded header on a phone the icon alone speaks (the aria-label names the language). */}
      <span lang={next} className={compact ? 'hide-on-phone' : undefined}>
        {name}
      </span>
    </Button>
  );
}
