import { Group, Modal, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePhone } from '../lib/use-phone';
import { ErrorAlert } from './ErrorAlert';

/**
 * A modal showing one record opened by a URL parameter (`?task=`, `?meeting=`, `?request=`):
 * titled with the record's title, a skeleton while it loads, an error with "try again". A
 * phone gives it the whole screen, like a form (FormModal).
 */
export function RecordModal<T extends { title: string }>({
  opened,
  details,
  fallbackTitle,
  onClose,
  children,
}: {
  opened: boolean;
  /** The record's query, for the id last opened (`useLastDefined`), so it stays while closing. */
  details: UseQueryResult<T>;
  fallbackTitle: string;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  const record = details.data;
  const phone = usePhone();
  return (
    <Modal opened={opened} onClose={onClose} title={record?.title ?? fallbackTitle} size="lg" fullScreen={phone}>
      {record ? (
        children(record)
      ) : details.isError ? (
        <ErrorAlert error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy>
          <Group grow>
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Group>
          <Skeleton h={40} />
          <Skeleton h={80} />
        </Stack>
      )}
    </Modal>
  );
}
