import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordScore, type PasswordScore } from '@contract/password-strength';
import { PASSWORD_MIN } from '@contract/users';

const COLORS = ['red', 'red', 'orange', 'brand', 'green'] as const;

/**
 * Shows how guessable a new password is, with the same estimator the server enforces
 * (contract/password-strength.ts; its dictionaries load on first use), and says the rule.
 * `personal` are the person's name, e-mail and company: passwords made of them score low.
 */
export function PasswordStrengthMeter({ password, personal = [] }: { password: string; personal?: readonly string[] }) {
  const { t } = useTranslation('common');
  const [score, setScore] = useState<PasswordScore | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    let current = true;
    // A short pause so each keystroke does not run the estimator.
    const timer = window.setTimeout(() => {
      void passwordScore(password, personalKey.split('\n')).then((s) => current && setScore(s));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, personalKey]);

  const shown = password ? score : null;
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={shown === null ? 0 : ((shown + 1) / 5) * 100}
        color={shown === null ? 'gray' : COLORS[shown]}
        size="sm"
        aria-hidden
      />
      <Text size="xs" aria-live="polite" c="dimmed">
        {shown !== null && <strong>{t('password.strength', { label: t(`password.levels.${shown}`) })}. </strong>}
        {t('password.rule', { min: PASSWORD_MIN })}
      </Text>
    </Stack>
  );
}
