import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamDay } from '@contract/team-day';

/** The privacy rule, always said; and when positions are hidden now, why. */
export function PrivacyNote({ day }: { day: TeamDay }) {
  const { t } = useTranslation('teamDay');
  const why = day.positions === 'shown' ? null : day.positions;
  return (
    <Alert
      color={why ? 'yellow' : 'blue'}
      variant="light"
      icon={<IconShieldLock aria-hidden />}
      data-testid="privacy-note"
      data-positions={day.positions}
      mb="sm"
    >
      {why && <strong>{t(`hidden.${why}`, { start: day.work_day.start, end: day.work_day.end })} </strong>}
      {t('privacy')}
    </Alert>
  );
}
