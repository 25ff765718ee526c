import { Button, EmptyState } from '@mantine/core';
import { IconChecklist, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { taskDueFilters, taskListQuerySchema, taskStatuses, taskTypes, type Task } from '@contract/tasks';
import { ClientPicker } from '../../../components/ClientPicker';
import { DataTable } from '../../../components/list/DataTable';
import { ListToolbar, type ListFilter } from '../../../components/list/ListToolbar';
import { useAssigneeOptions } from '../../../lib/catalog';
import { useCurrentUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { TASKS_PAGE_SIZE, useTasksQuery } from '../api/tasks';
import { useTaskFormat, useTaskLabels } from './labels';
import { useTaskColumns } from './task-columns';
import { TaskCard } from './TaskCard';

const FILTERS = ['status', 'task_type', 'assigned_to', 'client_id', 'due'] as const;

/** The tasks, ten a page; search, filters, sort and page live in the URL. */
export function TasksList({ onCreate, onOpen }: { onCreate: () => void; onOpen: (task: Task) => void }) {
  const { t } = useTranslation(['tasks', 'common']);
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'tasks.manage');
  const fmt = useTaskFormat();
  const { options } = useTaskLabels();
  const list = useListParams(taskListQuerySchema, FILTERS);
  const tasks = useTasksQuery(list.query);
  const assignees = useAssigneeOptions(manager);
  const columns = useTaskColumns(onOpen);
  const clientId = list.filters.client_id ?? null;
  const shownClient = tasks.data?.results.find((r) => r.client?.id === clientId)?.client ?? null;

  const filters: ListFilter<(typeof FILTERS)[number]>[] = [
    { name: 'status', label: t('filters.status'), options: options('statuses', taskStatuses) },
    { name: 'task_type', label: t('filters.type'), options: options('types', taskTypes) },
    { name: 'due', label: t('filters.due'), options: taskDueFilters.map((d) => ({ value: d, label: t(`due.${d}`) })) },
    ...(manager
      ? [
          {
            name: 'assigned_to' as const,
            label: t('filters.assignee'),
            options: assignees,
          },
        ]
      : []),
  ];

  const empty = list.narrowed ? (
    <EmptyState icon={<IconSearchOff size={28} />} title={t('common:list.noMatchTitle')} description={t('common:list.noMatchText')} py="xl">
      <Button variant="light" onClick={list.clear}>
        {t('common:list.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState icon={<IconChecklist size={28} />} title={t('empty.title')} description={t('empty.text')} py="xl">
      <Button onClick={onCreate}>{t('form.newTask')}</Button>
    </EmptyState>
  );

  return (
    <>
      <ListToolbar list={list} searchLabel={t('search')} filters={filters} views="tasks">
        <ClientPicker
          label={t('filters.client')}
          placeholder={t('common:list.any')}
          value={clientId}
          initial={shownClient && { ...shownClient, contact_name: '', kind: 'client' }}
          onChange={(id) => list.setFilter('client_id', id)}
          clearable
          style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
          testId="filter-client_id"
        />
      </ListToolbar>
      <DataTable
        label={t('pageTitle')}
        testId="tasks"
        columns={columns}
        page={tasks.data}
        loading={tasks.isFetching}
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        rowKey={(task) => task.id}
        rowProps={(task) => ({ 'data-testid': 'task-row', 'data-id': task.id, ...(task.overdue && { 'data-overdue': 'true' }) })}
        renderCard={(task) => <TaskCard task={task} onOpen={onOpen} />}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        pageNumber={list.page}
        pageSize={TASKS_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t('total', { count, n: fmt.number(count) })}
        empty={empty}
        minWidth={1000}
      />
    </>
  );
}
