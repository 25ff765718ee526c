import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { convertLeadSchema, type Client } from '@contract/clients';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useConvertLead } from '../api/clients';

function ConvertForm({ lead, onClose }: { lead: Client; onClose: () => void }) {
  const { t } = useTranslation(['clients', 'common']);
  const convert = useConvertLead();
  const form = useForm({
    initialValues: { id: lead.id, cr_number: lead.cr_number, vat_number: '', national_address: lead.address },
    validate: zodValidate(convertLeadSchema, contractFormats),
  });
  const submit = form.onSubmit(
    (values) =>
      convert.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('convert.done', { name: lead.company_name }));
          onClose();
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      }),
    focusFirstInvalid,
  );
  const inline = isApiError(convert.error) && Object.keys(convert.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('convert.text')}</Text>
        {convert.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(convert.error)}
          </Alert>
        )}
        <TextInput {...ltrInputProps} label={t('form.crNumber')} required data-autofocus {...form.getInputProps('cr_number')} />
        <TextInput
          {...ltrInputProps}
          label={t('convert.vat')}
          description={lead.country === 'SA' ? t('convert.vatHint') : undefined}
          required
          inputMode="numeric"
          {...form.getInputProps('vat_number')}
        />
        <TextInput label={t('convert.nationalAddress')} required {...form.getInputProps('national_address')} />
        <FormActions onCancel={onClose} loading={convert.isPending} submitLabel={t('convert.submit')} />
      </Stack>
    </form>
  );
}

/** The spec's "convert" lead modal: CR, VAT and national address turn a lead into a client. */
export function ConvertModal({ opened, onClose, lead }: { opened: boolean; onClose: () => void; lead: Client }) {
  const { t } = useTranslation('clients');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('convert.title', { name: lead.company_name })}>
      <ConvertForm lead={lead} onClose={onClose} />
    </FormModal>
  );
}
