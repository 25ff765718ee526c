import { Alert, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VIEW_NAME_MAX, savedViewInputSchema, type SavedView, type SavedViewList } from '@contract/saved-views';
import { can } from '@contract/permissions';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/errors';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { useCurrentUser } from '../../lib/session';
import { zodValidate } from '../../lib/validation';
import { FormActions } from '../FormActions';
import { FormModal } from '../FormModal';
import { useCreateView, useUpdateView } from './api';

/** What the modal does: save the list's query as a new view, or rename (and share) one. */
export type SaveViewMode = { kind: 'create'; query: string } | { kind: 'edit'; view: SavedView };

const nameSchema = savedViewInputSchema.pick({ name: true });

function SaveViewForm({
  list,
  mode,
  onClose,
  onSaved,
}: {
  list: SavedViewList;
  mode: SaveViewMode;
  onClose: () => void;
  onSaved: (v: SavedView) => void;
}) {
  const { t } = useTranslation('views');
  const user = useCurrentUser();
  const create = useCreateView(list);
  const update = useUpdateView(list);
  const saving = mode.kind === 'create' ? create : update;
  const form = useForm({
    initialValues: { name: mode.kind === 'edit' ? mode.view.name : '', shared: mode.kind === 'edit' && mode.view.shared },
    validate: zodValidate(nameSchema),
  });
  // A taken name is said on the name field in the reader's language; anything else above the form.
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'conflict' && err.fieldErrors.name) form.setFieldError('name', t('nameTaken'));
  };
  const submit = form.onSubmit((values) => {
    const done = { onSuccess: (v: SavedView) => (onSaved(v), onClose()), onError };
    if (mode.kind === 'create') create.mutate({ list, query: mode.query, ...values }, done);
    else update.mutate({ id: mode.view.id, ...values }, done);
  }, focusFirstInvalid);
  const nameError = saving.error instanceof ApiError && saving.error.code === 'conflict' && saving.error.fieldErrors.name;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {saving.isError && !nameError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(saving.error)}
          </Alert>
        )}
        <TextInput
          label={t('name')}
          required
          maxLength={VIEW_NAME_MAX}
          data-autofocus
          data-testid="view-name"
          {...form.getInputProps('name')}
        />
        {/* Only managers and admins share (ADR 0050): a rep's views are their own. */}
        {user && can(user.role, 'views.share') && (
          <Switch
            label={t('share')}
            description={t('shareHint')}
            data-testid="view-shared"
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
        )}
        <FormActions onCancel={onClose} loading={saving.isPending} submitLabel={t(mode.kind === 'create' ? 'save' : 'saveChanges')} />
      </Stack>
    </form>
  );
}

/** `mode` stays set while the modal closes, so its form does not vanish during the animation. */
export function SaveViewModal({
  list,
  opened,
  mode,
  onClose,
  onSaved,
}: {
  list: SavedViewList;
  opened: boolean;
  mode: SaveViewMode;
  onClose: () => void;
  onSaved: (v: SavedView) => void;
}) {
  const { t } = useTranslation('views');
  return (
    <FormModal opened={opened} onClose={onClose} title={t(mode.kind === 'edit' ? 'renameTitle' : 'saveTitle')}>
      <SaveViewForm list={list} mode={mode} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}
