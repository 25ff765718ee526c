import { Alert, Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ltrInputProps } from '../../../components/ltr';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useSignupDraft } from '../components/DraftProvider';
import { StepActions } from '../components/StepActions';
import { StepHeading } from '../components/StepHeading';
import { accountSchema, stepPaths } from '../model/steps';

/** `/signin/singup`: full name, email, phone, password. */
export function AccountStepPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const form = useForm({
    initialValues: { fullName: draft.fullName, email: draft.email, phone: draft.phone, password: draft.password },
    validate: zodValidate(accountSchema, contractFormats),
    validateInputOnBlur: true,
  });

  // Anything else in the draft but no password: the page was reloaded (passwords are not stored).
  const reloaded = draft.fullName !== '' && draft.password === '';
  const submit = form.onSubmit(async (values) => {
    if (await refuseWeakPassword(form, 'password', values.password, [values.email, values.fullName])) return;
    const email = values.email.trim().toLowerCase();
    // A different address needs a new code: forget the old verification.
    const emailChanged = email !== draft.email.trim().toLowerCase();
    update({ ...values, email, ...(emailChanged ? { code: '', verifiedEmail: '', codeSentTo: '', codeSentAt: 0 } : {}) });
    void navigate(stepPaths.field);
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('account.title')} subtitle={t('account.subtitle')} />
        <TextInput label={t('account.fullName')} autoComplete="name" required {...form.getInputProps('fullName')} />
        <TextInput
          {...ltrInputProps}
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          // The same words for everyone: whether the address has an account is not told here.
          description={
            <>
              {t('account.emailHint')}{' '}
              <Anchor component={Link} to="/login" size="xs" underline="always">
                {t('account.emailHintLogin')}
              </Anchor>
              {' · '}
              <Anchor component={Link} to="/forgot-password" size="xs" underline="always">
                {t('account.emailHintReset')}
              </Anchor>
            </>
          }
          {...form.getInputProps('email')}
        />
        <TextInput
          {...ltrInputProps}
          label={t('account.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('account.phonePlaceholder')}
          required
          {...form.getInputProps('phone')}
        />
        {reloaded && (
          <Alert color="blue" icon={<IconLock aria-hidden />}>
            {t('account.passwordAgain')}
          </Alert>
        )}
        <PasswordInput label={t('account.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordStrengthMeter password={form.values.password} personal={[form.values.email, form.values.fullName]} />
      </Stack>
      <StepActions backTo="/signin" />
    </form>
  );
}
