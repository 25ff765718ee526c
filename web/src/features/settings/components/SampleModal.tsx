import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sampleInputSchema, type Sample } from '@contract/agencies';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { useAgenciesQuery } from '../../../lib/catalog';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useSaveSample } from '../api/catalog';

function SampleForm({ sample, onClose }: { sample?: Sample; onClose: () => void }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const agencies = useAgenciesQuery();
  const save = useSaveSample();
  const form = useForm({
    initialValues: {
      name: sample?.name ?? '',
      code: sample?.code ?? '',
      unit: sample?.unit ?? '',
      stock: sample?.stock ?? 0,
      agency_id: sample?.agency_id ?? null,
    },
    validate: zodValidate(sampleInputSchema),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { ...values, ...(sample && { id: sample.id }) },
        {
          onSuccess: () => {
            notifySuccess(t('catalog.sampleSaved', { name: values.name }));
            onClose();
          },
          onError: (err) => form.setErrors(formFieldErrors(err)),
        },
      ),
    focusFirstInvalid,
  );
  const ar = i18n.resolvedLanguage === 'ar';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <TextInput label={t('catalog.sampleName')} required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('catalog.code')} dir="ltr" required {...form.getInputProps('code')} />
          <TextInput label={t('catalog.unit')} required {...form.getInputProps('unit')} />
          <NumberInput label={t('catalog.stock')} min={0} allowDecimal={false} required {...form.getInputProps('stock')} />
        </SimpleGrid>
        <Select
          label={t('catalog.agency')}
          placeholder={t('catalog.noAgency')}
          data={(agencies.data?.results ?? []).map((a) => ({ value: a.id, label: ar ? a.name_ar : a.name_en }))}
          clearable
          {...form.getInputProps('agency_id')}
        />
        <FormActions
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={t(sample ? 'common:actions.save' : 'common:actions.create')}
        />
      </Stack>
    </form>
  );
}

export function SampleModal({ opened, onClose, sample }: { opened: boolean; onClose: () => void; sample?: Sample }) {
  const { t } = useTranslation('settings');
  return (
    <FormModal opened={opened} onClose={onClose} title={t(sample ? 'catalog.editSample' : 'catalog.newSample')}>
      <SampleForm sample={sample} onClose={onClose} />
    </FormModal>
  );
}
