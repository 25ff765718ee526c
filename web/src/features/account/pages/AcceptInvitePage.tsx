import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { fullNameSchema, passwordSchema, phoneSchema } from '@contract/users';
import { ltrInputProps } from '../../../components/ltr';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { currentLanguage } from '../../../lib/i18n';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useAcceptInvitationMutation, useInvitationPreview } from '../api/invitation';
import { AccountCard } from '../../../components/AccountCard';
import { useLinkToken } from '../components/link-token';

const schema = z.object({ full_name: fullNameSchema, phone: phoneSchema, password: passwordSchema });

/** `/invite#token=…`: the invitee confirms their name, adds a phone, sets a password, and is in. */
export function AcceptInvitePage() {
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('invite.pageTitle'));
  const token = useLinkToken();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitationMutation();
  const form = useForm({ initialValues: { full_name: '', phone: '', password: '' }, validate: zodValidate(schema, contractFormats) });
  const invitedName = preview.data?.full_name;
  // Prefill once the invitation is known; the person may correct how their name is written.
  useEffect(() => {
    if (invitedName && !form.isDirty('full_name')) form.setFieldValue('full_name', invitedName);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the invitation arrives
  }, [invitedName]);

  if (!token || preview.isError) {
    return (
      <AccountCard title={t('invite.title')}>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {token ? errorMessage(preview.error) : t('invite.noToken')}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          {t('backToLogin')}
        </Anchor>
      </AccountCard>
    );
  }
  if (!preview.data) {
    return (
      <AccountCard title={t('invite.title')}>
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={20} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </AccountCard>
    );
  }

  const { company_name: company, email, role } = preview.data;
  const submit = form.onSubmit(async (values) => {
    if (await refuseWeakPassword(form, 'password', values.password, [email, values.full_name, company])) return;
    accept.mutate(
      { token, ...values, language: currentLanguage() },
      {
        onSuccess: () => {
          notifySuccess(t('invite.welcome', { company }));
          void navigate('/app', { replace: true });
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      },
    );
  }, focusFirstInvalid);
  return (
    <AccountCard title={t('invite.join', { company })} subtitle={t('invite.subtitle', { email, role: t(`common:roles.${role}`) })}>
      {accept.isError && Object.keys(form.errors).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('invite.fullName')} autoComplete="name" required {...form.getInputProps('full_name')} />
          <TextInput {...ltrInputProps} label={t('invite.phone')} type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
          <PasswordInput label={t('newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordStrengthMeter password={form.values.password} personal={[email, form.values.full_name, company]} />
          <Button type="submit" fullWidth loading={accept.isPending}>
            {t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
