import { Alert, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, type User } from '@contract/users';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useLastDefined, useOpenKey } from '../../../lib/use-open-key';
import { zodValidate } from '../../../lib/validation';
import { useResetPasswordMutation } from '../api/reset-password';
import { FormActions } from '../../../components/FormActions';

function ResetPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const reset = useResetPasswordMutation();
  const form = useForm({ initialValues: { password: '' }, validate: zodValidate(resetPasswordSchema) });
  const submit = form.onSubmit(async (values) => {
    if (await refuseWeakPassword(form, 'password', values.password, [user.email, user.full_name])) return;
    reset.mutate(
      { id: user.id, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(t('users.resetDone', { name: user.full_name }));
          onClose();
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      },
    );
  }, focusFirstInvalid);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('users.resetText', { name: user.full_name })}</Text>
        {reset.isError && (
          <Alert color="red" role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('users.newPassword')}
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordStrengthMeter password={form.values.password} personal={[user.email, user.full_name]} />
        <FormActions onCancel={onClose} loading={reset.isPending} submitLabel={t('users.resetPassword')} />
      </Stack>
    </form>
  );
}

/** Opened with a user, closed with null; the last user stays rendered while it animates out. */
export function ResetPasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const shown = useLastDefined(user);
  const key = useOpenKey(user !== null);
  return (
    <Modal opened={user !== null} onClose={onClose} title={shown ? t('users.resetTitle', { name: shown.full_name }) : ''}>
      {shown && <ResetPasswordForm key={key} user={shown} onClose={onClose} />}
    </Modal>
  );
}
