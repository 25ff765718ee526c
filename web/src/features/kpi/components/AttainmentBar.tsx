import { Box, Progress, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../../../lib/figures';

/**
 * A rep's attainment (0…1) as a bar, with a tick where a rep on track would be by now (the
 * month's expected share). Green when on track, orange when behind; the numbers are read out.
 */
export function AttainmentBar({ value, expected, label }: { value: number | null; expected: number; label: string }) {
  const { t } = useTranslation('kpi');
  const f = useFigures();
  if (value === null) return <span>{t('noTargets')}</span>;
  const onTrack = value + 1e-9 >= expected;
  const text = t('bar', { value: f.pct(value), expected: f.pct(expected) });
  return (
    <Tooltip label={text}>
      <Box pos="relative" miw={120} aria-label={`${label}: ${text}`} role="img">
        <Progress value={Math.min(100, value * 100)} color={onTrack ? 'teal' : 'orange'} size="lg" radius="xl" aria-hidden />
        <Box
          pos="absolute"
          top={-3}
          bottom={-3}
          w={2}
          bg="var(--mantine-color-text)"
          style={{ insetInlineStart: `${Math.min(100, expected * 100)}%` }}
          aria-hidden
        />
      </Box>
    </Tooltip>
  );
}
