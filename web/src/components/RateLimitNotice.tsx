import { Affix, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/use-now';
import { usePhone } from '../lib/use-phone';
import { useRateLimitWait } from '../lib/rate-limit-wait';

/** Above the phone's bottom navigation (features/shell BottomNav, 64 px) with a little air. */
const PHONE_BOTTOM = 76;

/**
 * "Too many requests: trying again in 12 s", while a call waits out the server's rate limit
 * (lib/rate-limit-wait.ts). Small and out of the way: the page stays as it is, nothing to click,
 * and it goes once the waits are over. Mounted once for the whole app, signed in or not.
 */
export function RateLimitNotice() {
  const { t } = useTranslation('shell');
  const until = useRateLimitWait();
  const now = useNow(until !== null);
  const phone = usePhone();
  if (until === null) return null;
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <Affix position={{ bottom: phone ? PHONE_BOTTOM : 16, left: 0, right: 0 }} zIndex={300} style={{ pointerEvents: 'none' }}>
      <Group justify="center" px="sm">
        <Paper
          role="status"
          aria-live="polite"
          data-testid="rate-limit-notice"
          withBorder
          shadow="sm"
          radius="xl"
          px="md"
          py={6}
          maw="100%"
        >
          <Group gap="xs" wrap="nowrap">
            <Loader size={14} color="orange" aria-hidden />
            <Text size="sm">{seconds > 0 ? t('rateLimit.waiting', { seconds }) : t('rateLimit.retrying')}</Text>
          </Group>
        </Paper>
      </Group>
    </Affix>
  );
}
