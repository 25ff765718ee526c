import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_KINDS, type EmailKind } from '@contract/notifications';
import { errorMessage } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useEmailChoices, useSaveEmailChoices } from './notifications-api';

/** User settings: which notifications also come by e-mail (every one always shows in the app). */
export function EmailChoicesForm({ onDone }: { onDone: () => void }) {
  const choices = useEmailChoices();
  if (choices.isError) return <Alert color="red">{errorMessage(choices.error)}</Alert>;
  if (!choices.data) return <Skeleton height={240} />;
  return <ChoicesForm saved={choices.data.kinds} onDone={onDone} />;
}

function ChoicesForm({ saved, onDone }: { saved: EmailKind[]; onDone: () => void }) {
  const { t } = useTranslation('notifications');
  const save = useSaveEmailChoices();
  const [kinds, setKinds] = useState(saved);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ kinds }, { onSuccess: () => (notifySuccess(t('email.saved')), onDone()) });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('email.intro')}
        </Text>
        <Checkbox.Group value={kinds} onChange={(v) => setKinds(v as EmailKind[])} label={t('email.label')}>
          <Stack gap="xs" mt="xs">
            {EMAIL_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`email.kinds.${kind}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('email.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
