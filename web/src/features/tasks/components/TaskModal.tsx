import { useState, type ReactNode } from 'react';
import { Alert, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { missingDocuments, TASK_TYPE, taskInputSchema, taskTypes, documentTaskTypes, type TaskType } from '@contract/tasks';
import { priorities } from '@contract/visits';
import { ClientPicker, type ClientChoice } from '../../../components/ClientPicker';
import { AssigneeSelect } from '../../../components/AssigneeSelect';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/date-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { vmsg, zodValidate } from '../../../lib/validation';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { useTaskFormat, useTaskLabels } from './labels';
import { VisitChoice } from './VisitChoice';

interface Values {
  title: string;
  task_type: string | null;
  assigned_to: string | null;
  client_id: string;
  visit_id: string | null;
  missing_document: string | null;
  priority: string;
  due_date: string;
  description: string;
}

const num = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

/** The form's values as `POST taskos/list` takes them; fields of other types are left out. */
function bodyOf(v: Values) {
  const type = num(v.task_type);
  return {
    title: v.title,
    task_type: type as TaskType,
    assigned_to: v.assigned_to,
    client_id: v.client_id || null,
    visit_id: type === TASK_TYPE.visit ? v.visit_id : null,
    missing_document: type === TASK_TYPE.missingPaper ? (num(v.missing_document) ?? null) : null,
    priority: Number(v.priority),
    due_date: v.due_date,
    description: v.description,
  };
}

function TaskForm({ onClose, client }: { onClose: () => void; client?: ClientChoice }) {
  const { t } = useTranslation(['tasks', 'common', 'offline']);
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'tasks.manage');
  const { options } = useTaskLabels();
  const fmt = useTaskFormat();
  const create = useOutbox('task_create');
  const priorityLabel = useId();
  // The client a chosen visit brought in, for the picker to show its name.
  const [visitClient, setVisitClient] = useState<ClientChoice | null>(client ?? null);

  const form = useForm<Values>({
    initialValues: {
      title: '',
      task_type: null,
      assigned_to: null,
      client_id: client?.id ?? '',
      visit_id: null,
      missing_document: null,
      priority: '1',
      due_date: fmt.today(),
      description: '',
    },
    validate: (values) => {
      const errors: Record<string, ReactNode> = zodValidate(taskInputSchema)(bodyOf(values));
      // The schema checks these only once the rest is valid: say everything missing at once.
      const type = num(values.task_type) as TaskType | undefined;
      if (type === TASK_TYPE.visit && !values.visit_id) errors.visit_id ??= vmsg('required');
      if (type === TASK_TYPE.missingPaper && values.missing_document === null) errors.missing_document ??= vmsg('required');
      if (type !== undefined && documentTaskTypes.includes(type) && !values.client_id) errors.client_id ??= vmsg('required');
      return errors;
    },
  });

  // Kept on the phone and sent once when there is no signal (issue 40), like every field change.
  const submit = form.onSubmit((values) => {
    if (create.busy) return;
    const body = taskInputSchema.parse(bodyOf(values));
    create
      .send({ key: newChangeKey(), title: body.title, at: new Date().toISOString(), body })
      .then((outcome) => {
        notifySuccess(t(outcome.sent ? 'form.created' : 'offline:queued'));
        onClose();
      })
      .catch((err: unknown) => form.setErrors(formFieldErrors(err)));
  }, focusFirstInvalid);

  const type = num(form.values.task_type);
  const clientRequired = type !== undefined && documentTaskTypes.includes(type as TaskType);
  const inline = isApiError(create.error) && Object.keys(create.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput label={t('form.title')} required data-autofocus maxLength={160} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.type')}
            data={options('types', taskTypes)}
            placeholder={t('form.choose')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('task_type')}
          />
          <DateField label={t('form.dueDate')} required data-testid="task-due-date" {...form.getInputProps('due_date')} />
        </SimpleGrid>
        {manager ? (
          <AssigneeSelect
            label={t('form.assignee')}
            placeholder={t('form.assigneeMe')}
            meLabel={(name) => t('form.assigneeIsMe', { name })}
            {...form.getInputProps('assigned_to')}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="task-assignee-self">
            {t('form.assignedToYou')}
          </Text>
        )}
        <ClientPicker
          label={t('form.client')}
          value={form.values.client_id || null}
          initial={visitClient}
          onChange={(id) => {
            form.setFieldValue('client_id', id ?? '');
            // Another client's visit no longer fits.
            form.setFieldValue('visit_id', null);
          }}
          error={form.errors.client_id}
          required={clientRequired}
          clearable
          testId="task-client"
        />
        {type === TASK_TYPE.visit && (
          <VisitChoice
            clientId={form.values.client_id || null}
            assigneeId={form.values.assigned_to}
            value={form.values.visit_id}
            error={form.errors.visit_id}
            onChange={(visit) => {
              form.setFieldValue('visit_id', visit?.id ?? null);
              if (visit && !form.values.client_id) {
                setVisitClient(visit.client);
                form.setFieldValue('client_id', visit.client.id);
              }
            }}
          />
        )}
        {type === TASK_TYPE.missingPaper && (
          <Select
            label={t('form.missingDocument')}
            data={options('documents', missingDocuments)}
            placeholder={t('form.choose')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('missing_document')}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={priorityLabel}>
            {t('form.priority')}
          </Text>
          <SegmentedControl aria-labelledby={priorityLabel} data={options('priorities', priorities)} {...form.getInputProps('priority')} />
        </Stack>
        <Textarea label={t('form.description')} autosize minRows={2} maxRows={6} maxLength={4000} {...form.getInputProps('description')} />
        <FormActions onCancel={onClose} loading={create.busy} submitLabel={t('form.submit')} />
      </Stack>
    </form>
  );
}

/** The "task create" modal; `client` comes chosen already ("New task" on a client's page). */
export function TaskModal({ opened, onClose, client }: { opened: boolean; onClose: () => void; client?: ClientChoice }) {
  const { t } = useTranslation('tasks');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.newTask')} size="lg">
      <TaskForm onClose={onClose} client={client} />
    </FormModal>
  );
}
