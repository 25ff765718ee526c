import { Alert, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isCityOf } from '@contract/gazetteer';
import { companyFields, industries, updateTenantSchema, type Tenant } from '@contract/tenant';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { CitySelect } from '../../../components/CitySelect';
import { countryOptions } from '../../../lib/countries';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useOpenKey } from '../../../lib/use-open-key';
import { contractFormats, vmsg, zodValidate } from '../../../lib/validation';
import { useUpdateTenantMutation, type UpdateTenantInput } from '../api/update-tenant';
import { FormActions } from '../../../components/FormActions';
import { settingsMessage } from './SettingsMessage';

type FormValues = Omit<UpdateTenantInput, 'number_employees'> & { number_employees: number | string };

function EditCompanyForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const lang = currentLanguage();
  const update = useUpdateTenantMutation();
  const form = useForm<FormValues>({
    initialValues: {
      company_name: tenant.company_name,
      field: tenant.field,
      country: tenant.country,
      city: tenant.city,
      vat_number: tenant.vat_number ?? '',
      cr_number: tenant.cr_number ?? '',
      number_employees: tenant.number_employees,
      industry: tenant.industry,
    },
    validate: (values) => {
      const errors = zodValidate(updateTenantSchema, contractFormats)(values);
      if (!errors.city && !isCityOf(values.country, values.city)) errors.city = vmsg('city');
      // Optional: a blank one is fine, so its only error is the format (common has no message for it).
      if (errors.cr_number) errors.cr_number = settingsMessage('company.crFormat');
      return errors;
    },
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate(updateTenantSchema.parse(values), {
        onSuccess: () => {
          notifySuccess(t('company.saved'));
          onClose();
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      }),
    focusFirstInvalid,
  );

  const select = (key: 'field' | 'country' | 'city' | 'industry') => ({
    value: form.values[key] || null,
    error: form.errors[key],
    placeholder: t('company.choose'),
    required: true,
  });
  const hasFieldErrors = isApiError(update.error) && Object.keys(update.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isError && !hasFieldErrors && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput label={t('company.name')} required data-autofocus {...form.getInputProps('company_name')} />
        <Select
          label={t('company.field')}
          data={companyFields.map((f) => ({ value: f, label: t(`common:companyFields.${f}`) }))}
          {...select('field')}
          onChange={(v) => form.setFieldValue('field', (v ?? '') as Tenant['field'])}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('company.country')}
            data={countryOptions(lang)}
            searchable
            {...select('country')}
            onChange={(v) => {
              form.setFieldValue('country', v ?? '');
              form.setFieldValue('city', '');
            }}
          />
          <CitySelect
            label={t('company.city')}
            country={form.values.country}
            {...select('city')}
            onChange={(v) => form.setFieldValue('city', v ?? '')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...ltrInputProps} label={t('company.vat')} required {...form.getInputProps('vat_number')} />
          <TextInput {...ltrInputProps} label={t('company.cr')} {...form.getInputProps('cr_number')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('company.employees')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('number_employees')}
          />
          <Select
            label={t('company.industry')}
            data={industries.map((i) => ({ value: i, label: t(`common:industries.${i}`) }))}
            {...select('industry')}
            onChange={(v) => form.setFieldValue('industry', (v ?? '') as Tenant['industry'])}
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} loading={update.isPending} submitLabel={t('common:actions.saveChanges')} />
      </Stack>
    </form>
  );
}

/** Each opening starts from the saved profile: closing discards unsaved edits. */
export function EditCompanyModal({ tenant, opened, onClose }: { tenant: Tenant; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const key = useOpenKey(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('company.editTitle')} size="lg">
      <EditCompanyForm key={key} tenant={tenant} onClose={onClose} />
    </Modal>
  );
}
