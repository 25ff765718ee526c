import type { ReactNode } from 'react';
import { Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { totalPages } from '@contract/pagination';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { HISTORY_PAGE_SIZE } from '../api/history';

type PageResult<T> = Pick<
  UseQueryResult<{ count: number; results: T[] }>,
  'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isPlaceholderData'
>;

interface HistoryListProps<T> {
  /** A page of the section, from the server (`count` is the section's whole size). */
  query: PageResult<T>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  testId: string;
  keyOf: (row: T) => string;
  render: (row: T) => ReactNode;
}

/** A page of rows the page already holds (the client's files, its activity), in a list's shape. */
export function localPage<T>(rows: T[], page: number): PageResult<T> {
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  return {
    data: { count: rows.length, results: rows.slice(start, start + HISTORY_PAGE_SIZE) },
    isPending: false,
    isError: false,
    error: null,
    isPlaceholderData: false,
    refetch: () => Promise.reject(new Error('nothing to refetch')),
  } as unknown as PageResult<T>;
}

/**
 * One section of the client's history: its rows, a skeleton while the first page loads, the
 * section's own empty state, and a pager (keyboard-operable, labelled in the reader's language)
 * once there is more than one page.
 */
export function HistoryList<T>({ query, page, onPage, empty, testId, keyOf, render }: HistoryListProps<T>) {
  const { t } = useTranslation(['clients', 'common']);
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data)
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton h={56} />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  const { count, results } = query.data;
  if (count === 0)
    return (
      <Text c="dimmed" size="sm" py="md" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  const pages = totalPages(count, HISTORY_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={query.isPlaceholderData}
        data-testid={testId}
      >
        {results.map((row) => (
          <li key={keyOf(row)} data-testid={`${testId}-row`} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            {render(row)}
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="flex-end" gap="xs">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            hideWithOnePage
            size="sm"
            siblings={0}
            aria-label={t('common:pagination.label')}
            getItemProps={(p) => ({ 'aria-label': t('common:pagination.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
