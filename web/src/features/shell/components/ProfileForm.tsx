import { Alert, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { phoneSchema, updateMeSchema, type Language, type User } from '@contract/users';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { setLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useUpdateMeMutation } from '../api/update-me';
import { FormActions } from '../../../components/FormActions';

/** Own name, phone and preferred language; saving a language also switches the UI to it. */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const update = useUpdateMeMutation();
  // The stored E.164 shown as the rest of the app shows it ("055 123 4567"); saving reads it back
  // to the same number. A format the field itself would refuse (Libya's "091-2345678") is offered
  // as stored instead, so saving only a new name never trips over the phone.
  const shown = usePhoneDisplay()(user.phone);
  const form = useForm({
    initialValues: {
      full_name: user.full_name,
      phone: phoneSchema.safeParse(shown).success ? shown : user.phone,
      language: user.language as Language,
    },
    validate: zodValidate(updateMeSchema, contractFormats),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        void setLanguage(saved.language);
        notifySuccess(t('userSettings.saved'));
        onDone();
      },
      onError: (err) => form.setErrors(formFieldErrors(err)),
    }),
  );

  const generalError = update.isError && !(isApiError(update.error) && Object.keys(update.error.fieldErrors).length > 0);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {generalError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput label={t('userSettings.fullName')} autoComplete="name" required data-autofocus {...form.getInputProps('full_name')} />
        <TextInput {...ltrInputProps} label={t('userSettings.email')} value={user.email} readOnly variant="filled" />
        <TextInput
          {...ltrInputProps}
          label={t('userSettings.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
        />
        <Radio.Group label={t('userSettings.language')} {...form.getInputProps('language')}>
          <Group mt="xs">
            <Radio value="en" label={<span lang="en">{t('common:language.en')}</span>} />
            <Radio value="ar" label={<span lang="ar">{t('common:language.ar')}</span>} />
          </Group>
        </Radio.Group>
        <FormActions onCancel={onDone} loading={update.isPending} submitLabel={t('common:actions.saveChanges')} />
      </Stack>
    </form>
  );
}
