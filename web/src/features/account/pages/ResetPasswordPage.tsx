import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { passwordSchema } from '@contract/users';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { vmsg, zodValidate } from '../../../lib/validation';
import { useConfirmResetMutation } from '../api/password-reset';
import { AccountCard } from '../../../components/AccountCard';
import { useLinkToken } from '../components/link-token';
import { z } from 'zod';

const schema = z.object({ password: passwordSchema, confirm: z.string() });

/** `/reset-password#token=…`: choose a new password; afterwards log in with it everywhere. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.pageTitle'));
  const token = useLinkToken();
  const navigate = useNavigate();
  const confirm = useConfirmResetMutation();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors = zodValidate(schema)(values);
      if (!errors.confirm && values.confirm !== values.password) errors.confirm = vmsg('passwordsMismatch');
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (await refuseWeakPassword(form, 'password', values.password, [])) return;
    confirm.mutate(
      { token, password: values.password },
      {
        onSuccess: ({ email }) => {
          notifySuccess(t('reset.done'));
          void navigate('/login', { replace: true, state: { email } });
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      },
    );
  }, focusFirstInvalid);

  const unusable = !token || (isApiError(confirm.error) && confirm.error.code === 'invalid_token');
  if (unusable) {
    return (
      <AccountCard title={t('reset.title')}>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {token ? errorMessage(confirm.error) : t('reset.noToken')}
        </Alert>
        <Button component={Link} to="/forgot-password">
          {t('reset.askAgain')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {confirm.isError && !form.errors.password && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(confirm.error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput label={t('newPassword')} autoComplete="new-password" required data-autofocus {...form.getInputProps('password')} />
          <PasswordStrengthMeter password={form.values.password} />
          <PasswordInput label={t('confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" ta="center" size="sm">
        {t('backToLogin')}
      </Anchor>
    </AccountCard>
  );
}
