import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ltrInputProps } from '../../../components/ltr';
import { CitySelect } from '../../../components/CitySelect';
import { countryOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import { zodValidate } from '../../../lib/validation';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSignupDraft } from '../components/DraftProvider';
import { StepActions } from '../components/StepActions';
import { StepHeading } from '../components/StepHeading';
import { companySchema, stepPaths } from '../model/steps';

/**
 * `/signin/setupcompany`: name, country and city (Arab League, per language), size, and the
 * VAT number if the company has one at hand (optional until invoices).
 */
export function CompanyStepPage() {
  const { t } = useTranslation(['signup', 'common']);
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const form = useForm({
    initialValues: {
      companyname: draft.companyname,
      companyCountry: draft.companyCountry,
      companyCity: draft.companyCity,
      Vat: draft.Vat,
      numberOfEmployee: draft.numberOfEmployee,
    },
    validate: zodValidate(companySchema, { companyCity: 'city', Vat: 'vat' }),
  });

  const submit = form.onSubmit((values) => {
    update({ ...values, numberOfEmployee: values.numberOfEmployee === '' ? '' : Number(values.numberOfEmployee) });
    void navigate(stepPaths.verify);
  }, focusFirstInvalid);

  const country = form.values.companyCountry;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('company.title')} />
        <TextInput label={t('company.name')} autoComplete="organization" required {...form.getInputProps('companyname')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('company.country')}
            placeholder={t('company.countryPlaceholder')}
            data={countryOptions(lang)}
            searchable
            nothingFoundMessage={t('company.nothingFound')}
            required
            value={country || null}
            error={form.errors.companyCountry}
            onChange={(v) => {
              form.setFieldValue('companyCountry', v ?? '');
              form.setFieldValue('companyCity', '');
            }}
          />
          <CitySelect
            label={t('company.city')}
            placeholder={country ? t('company.cityPlaceholder') : t('company.cityNeedsCountry')}
            country={country}
            disabled={!country}
            required
            value={form.values.companyCity || null}
            error={form.errors.companyCity}
            onChange={(v) => form.setFieldValue('companyCity', v ?? '')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...ltrInputProps} label={t('company.vat')} description={t('company.vatOptional')} {...form.getInputProps('Vat')} />
          <NumberInput
            label={t('company.employees')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('numberOfEmployee')}
          />
        </SimpleGrid>
      </Stack>
      <StepActions backTo={stepPaths.field} />
    </form>
  );
}
