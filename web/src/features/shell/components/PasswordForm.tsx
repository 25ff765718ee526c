import { Alert, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@contract/users';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { vmsg, zodValidate } from '../../../lib/validation';
import { useChangePasswordMutation } from '../api/change-password';
import { FormActions } from '../../../components/FormActions';

const isWrongPassword = (err: unknown) => isApiError(err) && (err.code === 'invalid_credentials' || 'current_password' in err.fieldErrors);

const initialValues = { current_password: '', new_password: '', confirm: '' };

export function PasswordForm({ onDone, personal }: { onDone: () => void; personal: readonly string[] }) {
  const { t } = useTranslation(['shell', 'common']);
  const change = useChangePasswordMutation();
  const form = useForm({
    initialValues,
    validate: (values) => {
      const errors = zodValidate(changePasswordSchema)(values);
      if (!errors.confirm && values.confirm !== values.new_password) errors.confirm = vmsg('passwordsMismatch');
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    if (await refuseWeakPassword(form, 'new_password', new_password, personal)) return;
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          notifySuccess(t('userSettings.passwordChanged'));
          form.reset();
          onDone();
        },
        onError: (err) => {
          form.setErrors(formFieldErrors(err));
          // The server names current_password when it is wrong: say so in the user's language.
          if (isWrongPassword(err)) form.setFieldError('current_password', t('userSettings.wrongPassword'));
        },
      },
    );
  }, focusFirstInvalid);

  const handledInline = isApiError(change.error) && Object.keys(change.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {change.isError && !handledInline && (
          <Alert color="red" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('userSettings.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput label={t('userSettings.newPassword')} autoComplete="new-password" required {...form.getInputProps('new_password')} />
        <PasswordStrengthMeter password={form.values.new_password} personal={personal} />
        <PasswordInput label={t('userSettings.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
        <FormActions onCancel={onDone} loading={change.isPending} submitLabel={t('userSettings.changePassword')} />
      </Stack>
    </form>
  );
}
