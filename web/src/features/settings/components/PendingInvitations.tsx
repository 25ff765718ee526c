import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@contract/invitations';
import { Ltr } from '../../../components/Ltr';
import { confirmAction } from '../../../components/confirm';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { useInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from '../api/invitations';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const resend = useResendInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const now = useNow(false);
  const expired = new Date(invitation.expires_at).getTime() < now;
  const confirmRevoke = () =>
    confirmAction({
      title: t('invitations.revokeTitle', { email: invitation.email }),
      message: t('invitations.revokeText'),
      confirmLabel: t('invitations.revoke'),
      danger: true,
      onConfirm: () =>
        revoke.mutate(invitation.id, { onSuccess: () => notifySuccess(t('invitations.revoked', { email: invitation.email })) }),
    });

  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="invitation">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {invitation.full_name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            <Ltr>{invitation.email}</Ltr> · {t(`common:roles.${invitation.role}`)}
          </Text>
          <Text size="xs" c={expired ? 'red' : 'dimmed'}>
            {expired ? t('invitations.expired') : t('invitations.expires', { date: fmt.date(invitation.expires_at) })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('invitations.resend')}>
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label={t('invitations.resendTo', { email: invitation.email })}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.id, { onSuccess: () => notifySuccess(t('invitations.sent', { email: invitation.email })) })
              }
            >
              <IconMailForward size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('invitations.revoke')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t('invitations.revokeFor', { email: invitation.email })}
              onClick={confirmRevoke}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Open invitations under the users table: each holds a seat until accepted or revoked. */
export function PendingInvitations() {
  const { t } = useTranslation('settings');
  const invitations = useInvitationsQuery();
  if (invitations.isError) return <ErrorAlert error={invitations.error} onRetry={() => void invitations.refetch()} />;
  const list = invitations.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby="invitations-title">
      <Group gap="xs">
        <Title order={3} size="h4" id="invitations-title">
          {t('invitations.pending')}
        </Title>
        <Badge variant="light">{list.length}</Badge>
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </Stack>
  );
}
