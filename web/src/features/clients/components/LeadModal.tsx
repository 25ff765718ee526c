import { Alert, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import {
  clientInputSchema,
  clientTitles,
  customerTargets,
  customerTypes,
  type Client,
  type ClientInput,
  type ClientKind,
} from '@contract/clients';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { useAgenciesQuery, useAssigneeOptions } from '../../../lib/catalog';
import { CitySelect } from '../../../components/CitySelect';
import { countryOptions } from '../../../lib/countries';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { useCreateClient, useEditClient } from '../api/clients';
import { DuplicateNotice } from './DuplicateNotice';
import { LocationFields } from './LocationFields';

type Values = Required<Omit<ClientInput, 'latitude' | 'longitude' | 'assigned_to'>> & {
  latitude: number | null;
  longitude: number | null;
  assigned_to: string | null;
};

const blank = (kind: ClientKind): Values => ({
  kind,
  title: 'Mr',
  contact_name: '',
  company_name: '',
  customer_type: 'Commercial',
  customer_target: 'Regular',
  phone: '',
  email: '',
  country: 'SA',
  city: '',
  address: '',
  latitude: null,
  longitude: null,
  agency_ids: [],
  notes: '',
  assigned_to: null,
  cr_number: '',
});

/** The form's values for a stored record; the phone as people write it (national format at home). */
const fromClient = (c: Client, showPhone: (phone: string) => string): Values => ({
  kind: c.kind,
  title: c.title,
  contact_name: c.contact_name,
  company_name: c.company_name,
  customer_type: c.customer_type,
  customer_target: c.customer_target,
  phone: showPhone(c.phone),
  email: c.email,
  country: c.country,
  city: c.city,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  agency_ids: c.agencies.map((a) => a.id),
  notes: c.notes,
  assigned_to: c.assigned_to?.id ?? null,
  cr_number: c.cr_number,
});

function LeadForm({ kind, client, onClose }: { kind: ClientKind; client?: Client; onClose: () => void }) {
  const { t, i18n } = useTranslation(['clients', 'common']);
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'clients.manage');
  const agencies = useAgenciesQuery();
  const assignees = useAssigneeOptions(manager);
  const create = useCreateClient();
  const edit = useEditClient(client?.kind ?? kind);
  const save = client ? edit : create;
  const showPhone = usePhoneDisplay();
  const form = useForm<Values>({
    initialValues: client ? fromClient(client, showPhone) : { ...blank(kind), assigned_to: manager ? null : (user?.id ?? null) },
    validate: zodValidate(clientInputSchema, contractFormats),
  });

  const submit = form.onSubmit((values) => {
    const body = clientInputSchema.parse(values);
    const done = () => {
      notifySuccess(t(client ? 'form.saved' : 'form.created', { name: values.company_name }));
      onClose();
    };
    const onError = (err: Error) => form.setErrors(formFieldErrors(err));
    if (client) {
      const { kind: _kind, ...rest } = body;
      edit.mutate({ ...rest, id: client.id }, { onSuccess: done, onError });
    } else create.mutate(body, { onSuccess: done, onError });
  }, focusFirstInvalid);

  const inline = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  const options = <T extends string>(values: readonly T[], group: 'titles' | 'types' | 'targets') =>
    values.map((v) => ({ value: v, label: String(t(`${group}.${v}` as 'types.Clinic')) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {!client && (
          <SegmentedControl
            aria-label={t('form.kind')}
            data={[
              { value: 'lead', label: t('form.kindLead') },
              { value: 'client', label: t('form.kindClient') },
            ]}
            {...form.getInputProps('kind')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.title')}
            data={options(clientTitles, 'titles')}
            allowDeselect={false}
            required
            {...form.getInputProps('title')}
          />
          <TextInput label={t('form.contactName')} required data-autofocus {...form.getInputProps('contact_name')} />
          <TextInput label={t('form.companyName')} required {...form.getInputProps('company_name')} />
          <Select
            label={t('form.customerType')}
            data={options(customerTypes, 'types')}
            allowDeselect={false}
            required
            {...form.getInputProps('customer_type')}
          />
          <Select
            label={t('form.customerTarget')}
            data={options(customerTargets, 'targets')}
            allowDeselect={false}
            required
            {...form.getInputProps('customer_target')}
          />
          <TextInput
            {...ltrInputProps}
            label={t('form.phone')}
            type="tel"
            placeholder="+966 55 123 4567"
            required
            {...form.getInputProps('phone')}
          />
          <TextInput {...ltrInputProps} label={t('form.email')} type="email" {...form.getInputProps('email')} />
          <TextInput {...ltrInputProps} label={t('form.crNumber')} {...form.getInputProps('cr_number')} />
          <Select
            label={t('form.country')}
            data={countryOptions(lang)}
            searchable
            allowDeselect={false}
            required
            {...form.getInputProps('country')}
            onChange={(v) => {
              form.setFieldValue('country', v ?? 'SA');
              form.setFieldValue('city', '');
            }}
          />
          <CitySelect label={t('form.city')} country={form.values.country} required {...form.getInputProps('city')} />
        </SimpleGrid>
        <DuplicateNotice values={form.values} exclude={client?.id} />
        <TextInput label={t('form.address')} {...form.getInputProps('address')} />
        <LocationFields
          latitude={form.values.latitude}
          longitude={form.values.longitude}
          country={form.values.country}
          city={form.values.city}
          error={form.errors.longitude ?? form.errors.latitude}
          onChange={(lat, lng) => form.setValues({ latitude: lat, longitude: lng })}
        />
        <MultiSelect
          label={t('form.agencies')}
          data={(agencies.data?.results ?? [])
            .filter((a) => a.is_active || form.values.agency_ids.includes(a.id))
            .map((a) => ({ value: a.id, label: lang === 'ar' ? a.name_ar : a.name_en }))}
          searchable
          {...form.getInputProps('agency_ids')}
        />
        {manager && (
          <Select
            label={t('form.assignee')}
            placeholder={t('form.unassigned')}
            data={assignees}
            searchable
            clearable
            {...form.getInputProps('assigned_to')}
          />
        )}
        <Textarea label={t('form.notes')} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <FormActions
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={t(client ? 'common:actions.save' : 'common:actions.create')}
        />
      </Stack>
    </form>
  );
}

/** The spec's "lead" modal: creates a lead or a client, and edits either. */
export function LeadModal({ opened, onClose, kind, client }: { opened: boolean; onClose: () => void; kind: ClientKind; client?: Client }) {
  const { t } = useTranslation('clients');
  const title = client
    ? t(client.kind === 'lead' ? 'form.editLeadTitle' : 'form.editClientTitle')
    : t(kind === 'lead' ? 'form.newLead' : 'form.newClient');
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg">
      <LeadForm kind={kind} client={client} onClose={onClose} />
    </FormModal>
  );
}
