import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createInvitationSchema } from '@contract/invitations';
import type { Role } from '@contract/users';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useInviteMutation } from '../api/invitations';
import { RoleSelect } from './RoleSelect';

const initialValues = { email: '', full_name: '', role: 'sales' as Role };

function InviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const invite = useInviteMutation();
  const form = useForm({ initialValues, validate: zodValidate(createInvitationSchema) });

  const submit = form.onSubmit(
    (values) =>
      invite.mutate(createInvitationSchema.parse(values), {
        onSuccess: (sent) => {
          notifySuccess(t('invitations.sent', { email: sent.email }));
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && (err.code === 'email_taken' || err.code === 'conflict')) form.setFieldError('email', errorMessage(err));
          else form.setErrors(formFieldErrors(err));
        },
      }),
    focusFirstInvalid,
  );

  const err = invite.error;
  const inline = isApiError(err) && (err.code === 'email_taken' || err.code === 'conflict' || Object.keys(err.fieldErrors).length > 0);
  const limit = isApiError(err) && err.code === 'plan_user_limit' ? err.detailNumber('limit') : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('invitations.explain')}
        </Text>
        {invite.isError && !inline && (
          <Alert color={limit !== undefined ? 'orange' : 'red'} icon={<IconAlertCircle aria-hidden />} role="alert">
            {limit !== undefined ? t('users.planLimit', { limit: fmt.number(limit) }) : errorMessage(err)}
          </Alert>
        )}
        <TextInput
          {...ltrInputProps}
          label={t('users.email')}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput label={t('users.fullName')} autoComplete="off" required {...form.getInputProps('full_name')} />
        <RoleSelect value={form.values.role} error={form.errors.role} onChange={(role) => form.setFieldValue('role', role)} />
        <FormActions onCancel={onClose} loading={invite.isPending} submitLabel={t('invitations.send')} />
      </Stack>
    </form>
  );
}

/** Invite by e-mail: the person sets their own password from the link. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('invitations.title')}>
      <InviteForm onClose={onClose} />
    </FormModal>
  );
}
