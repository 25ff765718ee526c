import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from '@contract/auth';
import { ltrInputProps } from '../../../components/ltr';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { zodValidate } from '../../../lib/validation';
import { useRequestResetMutation } from '../api/password-reset';
import { AccountCard } from '../../../components/AccountCard';

/** `/forgot-password`: asks for the address and says the same thing whatever it is. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.pageTitle'));
  const fmt = useFormatters();
  const request = useRequestResetMutation();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(passwordResetRequestSchema) });
  const submit = form.onSubmit((values) => request.mutate(values.email), focusFirstInvalid);

  if (request.isSuccess) {
    return (
      <AccountCard title={t('forgot.sentTitle')}>
        <Alert color="brand" icon={<IconMailCheck aria-hidden />} role="status">
          {t('forgot.sent', { email: form.values.email.trim().toLowerCase(), minutes: fmt.number(PASSWORD_RESET_TTL_MINUTES) })}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          {t('backToLogin')}
        </Anchor>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {request.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(request.error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...ltrInputProps}
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('backToLogin')}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
