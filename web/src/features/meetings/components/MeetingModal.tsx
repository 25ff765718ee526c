import type { ReactNode } from 'react';
import { Alert, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEETING_MAX_ATTENDEES, meetingInputSchema } from '@contract/meetings';
import { ClientPicker } from '../../../components/ClientPicker';
import { DateField, TimeField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { zodValidate } from '../../../lib/validation';
import { useCreateMeeting, useMeetingPeople } from '../api/meetings';
import { useMeetingFormat } from './meeting-format';

/** The durations offered, in minutes (the API takes any from 15 to 480). */
export const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 480] as const;

interface Values {
  title: string;
  date: string;
  time: string;
  duration: string;
  place: string;
  online_link: string;
  attendees: string[];
  client_id: string;
  agenda: string;
}

const bodyOf = (v: Values) => ({ ...v, duration: Number(v.duration), client_id: v.client_id || null });

function MeetingForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['meetings', 'common']);
  const user = useCurrentUser();
  const fmt = useMeetingFormat();
  const people = useMeetingPeople(true);
  const create = useCreateMeeting();
  const form = useForm<Values>({
    initialValues: {
      title: '',
      date: fmt.today(),
      time: '10:00',
      duration: '60',
      place: '',
      online_link: '',
      attendees: [],
      client_id: '',
      agenda: '',
    },
    validate: (values) => {
      const errors: Record<string, ReactNode> = zodValidate(meetingInputSchema)(bodyOf(values));
      // The meeting's own rules, in the reader's language (the schema's words are English).
      const link = values.online_link.trim();
      if (link && !/^https?:\/\/\S+$/i.test(link)) errors.online_link = t('validation.link');
      else delete errors.online_link;
      if (!values.place.trim() && !link) errors.place = t('validation.placeOrLink');
      if (errors.time) errors.time = t('validation.time');
      if (values.attendees.length === 0) errors.attendees = t('validation.attendees');
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    create.mutate(meetingInputSchema.parse(bodyOf(values)), {
      onSuccess: () => {
        notifySuccess(t('form.created'));
        onClose();
      },
      onError: (err) => form.setErrors(formFieldErrors(err)),
    });
  }, focusFirstInvalid);

  const inline = isApiError(create.error) && Object.keys(create.error.fieldErrors).length > 0;
  const choices = (people.data ?? []).map((p) => ({ value: p.id, label: p.id === user?.id ? t('form.me', { name: p.name }) : p.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput label={t('form.title')} required data-autofocus maxLength={200} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateField label={t('form.date')} required {...form.getInputProps('date')} />
          <TimeField label={t('form.time')} required {...form.getInputProps('time')} />
          <Select
            label={t('form.duration')}
            data={DURATIONS.map((d) => ({ value: String(d), label: t('duration', { count: d, n: fmt.number(d) }) }))}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('duration')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('form.place')} description={t('form.placeHint')} maxLength={300} {...form.getInputProps('place')} />
          <TextInput
            type="url"
            label={t('form.onlineLink')}
            placeholder="https://"
            maxLength={2000}
            {...ltrInputProps}
            {...form.getInputProps('online_link')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('form.attendees')}
          placeholder={t('form.attendeesHint')}
          data={choices}
          searchable
          required
          maxValues={MEETING_MAX_ATTENDEES}
          nothingFoundMessage={t('form.nobody')}
          comboboxProps={{ withinPortal: true }}
          data-testid="meeting-attendees"
          {...form.getInputProps('attendees')}
        />
        <ClientPicker
          label={t('form.client')}
          value={form.values.client_id || null}
          onChange={(id) => form.setFieldValue('client_id', id ?? '')}
          error={form.errors.client_id}
          clearable
          testId="meeting-client"
        />
        <Textarea label={t('form.agenda')} autosize minRows={2} maxRows={8} maxLength={5000} {...form.getInputProps('agenda')} />
        <FormActions onCancel={onClose} loading={create.isPending} submitLabel={t('form.submit')} />
      </Stack>
    </form>
  );
}

/** The "new meeting" modal. */
export function MeetingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('meetings');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.newMeeting')} size="lg">
      <MeetingForm onClose={onClose} />
    </FormModal>
  );
}
