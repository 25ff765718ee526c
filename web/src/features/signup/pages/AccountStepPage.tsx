import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN } from '@contract/users';
import { ltrInputProps } from '../../../components/ltr';
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

  const submit = form.onSubmit((values) => {
    const email = values.email.trim().toLowerCase();
    // A different address needs a new code: forget the old verification.
    const emailChanged = email !== draft.email.trim().toLowerCase();
    update({ ...values, email, ...(emailChanged ? { code: '', verifiedEmail: '', codeSentTo: '', codeSentAt: 0 } : {}) });
    void navigate(stepPaths.field);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('account.title')} subtitle={t('account.subtitle')} />
        <TextInput label={t('account.fullName')} autoComplete="name" required {...form.getInputProps('fullName')} />
        <TextInput {...ltrInputProps} label={t('account.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput
          {...ltrInputProps}
          label={t('account.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('account.phonePlaceholder')}
          required
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label={t('account.password')}
          description={t('account.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
      </Stack>
      <StepActions backTo="/signin" />
    </form>
  );
}
