import { Alert, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { agencyInputSchema, type Agency } from '@contract/agencies';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useSaveAgency } from '../api/catalog';

function AgencyForm({ agency, onClose }: { agency?: Agency; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const save = useSaveAgency();
  const form = useForm({
    initialValues: {
      name_en: agency?.name_en ?? '',
      name_ar: agency?.name_ar ?? '',
      logo_file_id: agency?.logo_file_id ?? null,
      is_active: agency?.is_active ?? true,
    },
    validate: zodValidate(agencyInputSchema),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { ...values, ...(agency && { id: agency.id }) },
        {
          onSuccess: () => {
            notifySuccess(t('catalog.agencySaved', { name: values.name_en }));
            onClose();
          },
          onError: (err) => form.setErrors(formFieldErrors(err)),
        },
      ),
    focusFirstInvalid,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <TextInput label={t('catalog.nameEn')} dir="ltr" required data-autofocus {...form.getInputProps('name_en')} />
        <TextInput label={t('catalog.nameAr')} dir="rtl" required {...form.getInputProps('name_ar')} />
        <Group gap="sm" align="center">
          <FileUploadButton label={t('catalog.uploadLogo')} onUploaded={async (file) => form.setFieldValue('logo_file_id', file.id)} />
          <Text size="sm" c="dimmed">
            {form.values.logo_file_id ? t('catalog.logoSet') : t('catalog.noLogo')}
          </Text>
        </Group>
        <Switch label={t('catalog.active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <FormActions
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={t(agency ? 'common:actions.save' : 'common:actions.create')}
        />
      </Stack>
    </form>
  );
}

export function AgencyModal({ opened, onClose, agency }: { opened: boolean; onClose: () => void; agency?: Agency }) {
  const { t } = useTranslation('settings');
  return (
    <FormModal opened={opened} onClose={onClose} title={t(agency ? 'catalog.editAgency' : 'catalog.newAgency')}>
      <AgencyForm agency={agency} onClose={onClose} />
    </FormModal>
  );
}
