import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createUserSchema, type Role } from '@contract/users';
import { ltrInputProps } from '../../../components/ltr';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { refuseWeakPassword } from '../../../lib/password-rule';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTenantQuery } from '../../../lib/tenant';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useCreateUserMutation } from '../api/create-user';
import { RoleSelect } from './RoleSelect';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';

const initialValues = { full_name: '', email: '', phone: '', role: 'sales' as Role, password: '' };

function CreateUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const tenant = useTenantQuery({ inlineError: true });
  const create = useCreateUserMutation();
  const form = useForm({ initialValues, validate: zodValidate(createUserSchema, contractFormats) });

  const submit = form.onSubmit(async (values) => {
    if (await refuseWeakPassword(form, 'password', values.password, [values.email, values.full_name])) return;
    create.mutate(createUserSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(t('users.userCreated', { name: values.full_name }));
        onClose();
      },
      onError: (err) => {
        if (isApiError(err) && (err.code === 'email_taken' || err.code === 'email_unavailable'))
          form.setFieldError('email', errorMessage(err));
        else form.setErrors(formFieldErrors(err));
      },
    });
  }, focusFirstInvalid);

  const err = create.error;
  const limit = isApiError(err) ? (err.detailNumber('limit') ?? tenant.data?.user_limit) : undefined;
  const planLimit = isApiError(err) && err.code === 'plan_user_limit';
  const inline =
    isApiError(err) && (err.code === 'email_taken' || err.code === 'email_unavailable' || Object.keys(err.fieldErrors).length > 0);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && !inline && (
          <Alert color={planLimit ? 'orange' : 'red'} icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="create-user-error">
            {planLimit
              ? limit !== undefined
                ? t('users.planLimit', { limit: fmt.number(limit) })
                : t('users.planLimitGeneric')
              : errorMessage(err)}
          </Alert>
        )}
        <TextInput label={t('users.fullName')} autoComplete="off" required data-autofocus {...form.getInputProps('full_name')} />
        <TextInput {...ltrInputProps} label={t('users.email')} type="email" autoComplete="off" required {...form.getInputProps('email')} />
        <TextInput
          {...ltrInputProps}
          label={t('users.phone')}
          type="tel"
          placeholder={t('users.phonePlaceholder')}
          required
          {...form.getInputProps('phone')}
        />
        <RoleSelect value={form.values.role} error={form.errors.role} onChange={(role) => form.setFieldValue('role', role)} />
        <PasswordInput
          label={t('users.initialPassword')}
          description={t('users.passwordShare')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordStrengthMeter password={form.values.password} personal={[form.values.email, form.values.full_name]} />
        <FormActions onCancel={onClose} loading={create.isPending} submitLabel={t('common:actions.create')} />
      </Stack>
    </form>
  );
}

/** Spec: "closing a create modal clears its values": each opening gets a fresh form. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('users.createTitle')}>
      <CreateUserForm onClose={onClose} />
    </FormModal>
  );
}
