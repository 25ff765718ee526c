import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '@contract/auth';
import { AccountCard } from '../../../components/AccountCard';
import { ltrInputProps } from '../../../components/ltr';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { zodValidate } from '../../../lib/validation';
import { useLoginMutation } from '../api/login';

interface LoginLocationState {
  from?: string;
  /** Set after a password reset: the address to log in with. */
  email?: string;
}

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const { authenticated, loggedOut } = useSession();
  const login = useLoginMutation();
  const form = useForm({
    initialValues: { email: state.email ?? '', password: '' },
    validate: zodValidate(loginSchema),
  });

  const target = state.from?.startsWith('/app') ? state.from : '/app';
  // Someone already signed in (here, or in an earlier visit: the app's guard checks the
  // stored token and comes back here if it is no good) goes on to the app.
  if (tokenStore.getAccess() && (authenticated || !loggedOut)) return <Navigate to={target} replace />;

  const submit = form.onSubmit((values) => {
    login.mutate(values, { onSuccess: () => void navigate(target, { replace: true }) });
  }, focusFirstInvalid);

  return (
    <AccountCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {login.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('login.failedTitle')} role="alert" data-testid="login-error">
          {errorMessage(login.error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...ltrInputProps}
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="end" mt={-8}>
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/signin/singup">
          {t('login.signUp')}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
