import type { ReactNode } from 'react';
import { Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { totalPages } from '@contract/pagination';
import { ErrorAlert } from '../ErrorAlert';
import { usePhone } from '../../lib/use-phone';
import '../tap-target.css';
import './data-table.css';

export interface Column<T> {
  key: string;
  header: string;
  /** The field the API sorts this column by; absent for columns that do not sort. */
  sort?: string;
  /** Shown to screen readers only (an actions column has no visible header). */
  hiddenHeader?: boolean;
  /** A control in place of the header text (a "select all" checkbox). */
  headerNode?: ReactNode;
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  page: { count: number; results: T[] } | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string>;
  /** A phone shows one card a row (a table there shows a name and half an e-mail). */
  renderCard?: (row: T) => ReactNode;
  ordering: string | undefined;
  onOrderingChange: (ordering: string | undefined) => void;
  pageNumber: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What the footer says, e.g. "12 users" (already pluralized by the caller). */
  total: (count: number) => string;
  empty: ReactNode;
  minWidth?: number;
  /** Test hooks: `<testId>-table` or `<testId>-cards`. */
  testId?: string;
  /**
   * A totals row under the table (reports): its cells by column key; the label takes the
   * first column. Shown with the rows, not on phone cards.
   */
  footer?: { label: string; cells: Record<string, ReactNode> };
}

/** asc → desc → the list's own order. */
function nextOrdering(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

function SortHeader({
  label,
  field,
  ordering,
  onChange,
}: {
  label: string;
  field: string;
  ordering?: string;
  onChange: (o?: string) => void;
}) {
  const { t } = useTranslation('common');
  const dir = ordering === field ? 'asc' : ordering === `-${field}` ? 'desc' : null;
  const Icon = dir === 'asc' ? IconSortAscending : dir === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onChange(nextOrdering(ordering, field))}
      aria-label={t(dir === 'asc' ? 'list.sortedAsc' : dir === 'desc' ? 'list.sortedDesc' : 'list.sortBy', { column: label })}
      fw={600}
      fz="sm"
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden opacity={dir ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * Every list of the app: server-side pages, sortable columns, skeleton rows while loading,
 * an error with retry, an empty state, and cards on a phone. The list's state (page, sort,
 * filters) belongs to the URL: pair it with useListParams().
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const phone = usePhone();
  const { columns, page, loading, error } = props;
  const rows = page?.results;
  const pages = totalPages(page?.count ?? 0, props.pageSize);

  if (error && !rows) return <ErrorAlert error={error} onRetry={props.onRetry} />;
  if (rows && rows.length === 0) return <>{props.empty}</>;

  const body =
    phone && props.renderCard ? (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        className="tap-24-within"
        aria-label={props.label}
        aria-busy={loading}
        data-testid={props.testId && `${props.testId}-cards`}
      >
        {rows
          ? rows.map((row) => (
              <li key={props.rowKey(row)} {...props.rowProps?.(row)}>
                {props.renderCard?.(row)}
              </li>
            ))
          : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={96} radius="md" />)}
      </Stack>
    ) : (
      // Cells wrap between words only (data-table.css): a split e-mail or phone is hard to
      // read, but a long name may take two lines so the list fits a desktop without scrolling.
      // Narrow screens still scroll sideways, and the scrolling region takes focus so a
      // keyboard can scroll a table whose rows hold nothing focusable (a report of figures).
      <Table.ScrollContainer minWidth={props.minWidth ?? 800} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          className="tap-24-within data-table"
          aria-label={props.label}
          aria-busy={loading}
          data-testid={props.testId && `${props.testId}-table`}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const dir =
                  c.sort && (props.ordering === c.sort ? 'ascending' : props.ordering === `-${c.sort}` ? 'descending' : undefined);
                return (
                  <Table.Th key={c.key} scope="col" aria-sort={dir || undefined}>
                    {c.headerNode ? (
                      c.headerNode
                    ) : c.hiddenHeader ? (
                      <span className="visually-hidden-label">{c.header}</span>
                    ) : c.sort ? (
                      <SortHeader label={c.header} field={c.sort} ordering={props.ordering} onChange={props.onOrderingChange} />
                    ) : (
                      c.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows
              ? rows.map((row) => (
                  <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={i}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Skeleton h={18} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
          {rows && props.footer && (
            <Table.Tfoot data-testid={props.testId && `${props.testId}-totals`}>
              <Table.Tr>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <Table.Th key={c.key} scope="row">
                      {props.footer!.label}
                    </Table.Th>
                  ) : (
                    <Table.Td key={c.key} fw={600}>
                      {props.footer!.cells[c.key]}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      {error != null && <ErrorAlert error={error} onRetry={props.onRetry} />}
      {body}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page && props.total(page.count)}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(props.pageNumber, pages)}
          onChange={props.onPageChange}
          hideWithOnePage
          aria-label={t('pagination.label')}
          getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      </Group>
    </>
  );
}
