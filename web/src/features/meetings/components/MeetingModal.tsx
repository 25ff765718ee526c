import type { ReactNode } from 'react';
import { Alert, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEETING_MAX_ATTENDEES, meetingInputSchema, type Meeting } from '@contract/meetings';
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
import { useCreateMeeting, useMeetingPeople, useUpdateMeeting } from '../api/meetings';
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

/** The form's values for a meeting being edited: its date and time on the company's clock. */
function valuesOf(m: Meeting, zoned: (iso: string) => string): Values {
  const at = zoned(m.starts_at);
  return {
    title: m.title,
    date: at.slice(0, 10),
    time: at.slice(11, 16),
    duration: String(m.duration),
    place: m.place ?? '',
    online_link: m.online_link ?? '',
    attendees: m.attendees.map((a) => a.id),
    client_id: m.client?.id ?? '',
    agenda: m.agenda,
  };
}

/** New (no `meeting`) or edited: the same fields; an edit sends the whole meeting again. */
function MeetingForm({ meeting, onClose }: { meeting?: Meeting; onClose: (saved?: Meeting) => void }) {
  const { t } = useTranslation(['meetings', 'common']);
  const user = useCurrentUser();
  const fmt = useMeetingFormat();
  const people = useMeetingPeople(true);
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const save = meeting ? update : create;
  const form = useForm<Values>({
    initialValues: meeting
      ? valuesOf(meeting, fmt.zoned)
      : {
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
    const body = meetingInputSchema.parse(bodyOf(values));
    const handlers = { onError: (err: unknown) => form.setErrors(formFieldErrors(err)) };
    if (meeting)
      update.mutate(
        { id: meeting.id, body },
        {
          ...handlers,
          onSuccess: (saved) => {
            notifySuccess(t('form.updated'));
            onClose(saved);
          },
        },
      );
    else
      create.mutate(body, {
        ...handlers,
        onSuccess: () => {
          notifySuccess(t('form.created'));
          onClose();
        },
      });
  }, focusFirstInvalid);

  const inline = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  const choices = (people.data ?? []).map((p) => ({ value: p.id, label: p.id === user?.id ? t('form.me', { name: p.name }) : p.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
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
        <FormActions onCancel={() => onClose()} loading={save.isPending} submitLabel={meeting ? t('form.saveChanges') : t('form.submit')} />
      </Stack>
    </form>
  );
}

/** The "new meeting" modal, or with `meeting` its edit: `onClose` gets the saved meeting after an edit. */
export function MeetingModal({ opened, meeting, onClose }: { opened: boolean; meeting?: Meeting; onClose: (saved?: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  return (
    <FormModal opened={opened} onClose={() => onClose()} title={meeting ? t('form.editMeeting') : t('form.newMeeting')} size="lg">
      <MeetingForm key={meeting?.id ?? 'new'} meeting={meeting} onClose={onClose} />
    </FormModal>
  );
}
