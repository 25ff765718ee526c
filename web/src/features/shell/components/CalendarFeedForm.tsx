import { Alert, Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedLink } from '@contract/calendar-feed';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarFeedStatus, useMakeCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/** A link shown read-only, left to right in either language, with its copy button. */
function LinkField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        dir="ltr"
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(e) => e.currentTarget.select()}
        data-testid={testId}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * User settings: the private calendar feed (issue 42). The link is shown once, when made (the
 * server keeps only its hash); making another, or turning it off, asks first, as subscribed
 * calendars stop updating at once.
 */
export function CalendarFeedForm() {
  const { t } = useTranslation('shell');
  const fmt = useFormatters();
  const status = useCalendarFeedStatus();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  if (status.isError) return <Alert color="red">{errorMessage(status.error)}</Alert>;
  if (!status.data) return <Skeleton height={160} />;
  const since = status.data.created_at;
  const makeNow = () => make.mutate(undefined, { onSuccess: setLink, onError: (err) => notifyError(err, t('calendarFeed.failed')) });
  const askRegenerate = () =>
    confirmAction({
      title: t('calendarFeed.regenerateTitle'),
      message: t('calendarFeed.regenerateMessage'),
      confirmLabel: t('calendarFeed.regenerate'),
      danger: true,
      testId: 'calendar-feed-regenerate-confirm',
      onConfirm: makeNow,
    });
  const askRevoke = () =>
    confirmAction({
      title: t('calendarFeed.revokeTitle'),
      message: t('calendarFeed.revokeMessage'),
      confirmLabel: t('calendarFeed.revoke'),
      danger: true,
      testId: 'calendar-feed-revoke-confirm',
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () => {
            setLink(null);
            notifySuccess(t('calendarFeed.revoked'));
          },
          onError: (err) => notifyError(err, t('calendarFeed.failed')),
        }),
    });
  return (
    <Stack gap="sm" data-testid="calendar-feed" data-active={since ? 'true' : 'false'}>
      <Text size="sm">{t('calendarFeed.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('calendarFeed.window')}
      </Text>
      {link && since ? (
        <Stack gap="xs">
          <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
            {t('calendarFeed.made')}
          </Alert>
          <LinkField label={t('calendarFeed.webcal')} value={link.webcal_url} testId="calendar-feed-webcal" />
          <LinkField label={t('calendarFeed.https')} value={link.https_url} testId="calendar-feed-https" />
          <Button component="a" href={link.webcal_url} variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
            {t('calendarFeed.open')}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" fw={500} data-testid="calendar-feed-state">
          {since ? t('calendarFeed.since', { date: fmt.date(since) }) : t('calendarFeed.none')}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {since ? (
          <>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              loading={revoke.isPending}
              onClick={askRevoke}
            >
              {t('calendarFeed.revoke')}
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={make.isPending} onClick={askRegenerate}>
              {t('calendarFeed.regenerate')}
            </Button>
          </>
        ) : (
          <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} loading={make.isPending} onClick={makeNow}>
            {t('calendarFeed.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
