import { useState } from 'react';
import { Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { searchWith } from '../../../lib/search-with';
import { useTranslation } from 'react-i18next';
import type { Task } from '@contract/tasks';
import { PageHeader } from '../../../components/PageHeader';
import { useClientFromUrl } from '../../../lib/client-from-url';
import { usePageTitle } from '../../../lib/use-page-title';
import { TaskDetailsModal } from '../components/TaskDetailsModal';
import { TaskModal } from '../components/TaskModal';
import { TasksList } from '../components/TasksList';

/**
 * `/app/tasks`: the task list (sales users: their own). The open task is in the URL
 * (`?task=<id>`), so a reload or a shared link opens it again.
 */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('pageTitle'));
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const openId = params.get('task');
  // "New task" on a client's page links here with `?new=<client id>`: the form opens with it chosen.
  const newFor = useClientFromUrl(params.get('new'));
  // The clicked row shows at once while its details load.
  const [row, setRow] = useState<Task | undefined>();
  const setOpen = (task: Task | null) => {
    setRow(task ?? undefined);
    setParams(() => searchWith({ task: task?.id ?? null }), { replace: !task });
  };
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('form.newTask')}
        </Button>
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        <TasksList onCreate={() => setCreating(true)} onOpen={setOpen} />
      </Card>
      <TaskModal opened={creating} onClose={() => setCreating(false)} />
      {newFor && <TaskModal opened client={newFor} onClose={() => setParams(() => searchWith({ new: null }), { replace: true })} />}
      <TaskDetailsModal id={openId} row={row?.id === openId ? row : undefined} onClose={() => setOpen(null)} />
    </Stack>
  );
}
