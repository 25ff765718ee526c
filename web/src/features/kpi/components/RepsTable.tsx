import { useState } from 'react';
import { Badge, Card, Group, Rating, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KpiReply, RepAttainment } from '@contract/kpi';
import { useFigures } from '../../../lib/figures';
import { useTone } from '../../../lib/tones';
import { usePhone } from '../../../lib/use-phone';
import { AttainmentBar } from './AttainmentBar';

type SortKey = 'name' | 'attainment' | 'visits' | 'collections';
const value = (r: RepAttainment, key: SortKey): number | string =>
  key === 'name' ? r.user.name : key === 'attainment' ? (r.attainment ?? -1) : r.figures[key].actual;

/** The month's reps: attainment bars, on track or behind, the main figures and the rating; sortable; cards on a phone. */
export function RepsTable({ reply, onOpen }: { reply: KpiReply; onOpen: (userId: string) => void }) {
  const { t } = useTranslation('kpi');
  const f = useFigures(reply.currency);
  const phone = usePhone();
  const tone = useTone();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'attainment', desc: true });
  const rows = [...reply.reps].sort((a, b) => {
    const [x, y] = [value(a, sort.key), value(b, sort.key)];
    const order = typeof x === 'string' ? x.localeCompare(String(y), f.locale) : x - Number(y);
    return sort.desc ? -order : order;
  });
  const figure = (r: RepAttainment, key: 'visits' | 'new_clients' | 'orders', money = false) => {
    const fig = r.figures[key];
    const show = money ? f.money : f.number;
    return fig.target > 0 ? t('of', { actual: show(fig.actual), target: show(fig.target) }) : show(fig.actual);
  };
  const track = (r: RepAttainment) =>
    r.on_track === null ? null : (
      <Badge color={tone(r.on_track ? 'good' : 'warn')} variant="light">
        {t(r.on_track ? 'onTrack' : 'behind')}
      </Badge>
    );
  const stars = (r: RepAttainment) =>
    r.rating ? <Rating value={r.rating.rating} readOnly size="xs" aria-label={t('ratedStars', { count: r.rating.rating })} /> : null;

  if (phone)
    return (
      <Stack gap="sm">
        {rows.map((r) => (
          <Card
            key={r.user.id}
            withBorder
            radius="md"
            padding="sm"
            component="button"
            onClick={() => onOpen(r.user.id)}
            style={{ textAlign: 'start' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{r.user.name}</Text>
              {track(r)}
            </Group>
            <AttainmentBar value={r.attainment} expected={reply.expected} label={r.user.name} />
            <Text size="sm" c="dimmed" mt={6}>
              {t('metrics.visits')}: {figure(r, 'visits')} · {t('metrics.collections')}: {f.money(r.figures.collections.actual)}
            </Text>
            {stars(r)}
          </Card>
        ))}
      </Stack>
    );

  const header = (key: SortKey, label: string) => {
    const Icon = sort.key !== key ? IconArrowsSort : sort.desc ? IconSortDescending : IconSortAscending;
    return (
      <Table.Th aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => setSort({ key, desc: sort.key === key ? !sort.desc : key !== 'name' })}>
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t('columns.rep'))}
            {header('attainment', t('columns.attainment'))}
            <Table.Th>{t('columns.status')}</Table.Th>
            {header('visits', t('metrics.visits'))}
            <Table.Th>{t('metrics.new_clients')}</Table.Th>
            {header('collections', t('metrics.collections'))}
            <Table.Th>{t('metrics.orders')}</Table.Th>
            <Table.Th>{t('columns.rating')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.user.id} data-testid={`kpi-row-${r.user.id}`}>
              <Table.Td>
                <UnstyledButton onClick={() => onOpen(r.user.id)} fw={600}>
                  {r.user.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <AttainmentBar value={r.attainment} expected={reply.expected} label={r.user.name} />
              </Table.Td>
              <Table.Td>{track(r)}</Table.Td>
              <Table.Td data-testid="kpi-visits">{figure(r, 'visits')}</Table.Td>
              <Table.Td>{figure(r, 'new_clients')}</Table.Td>
              <Table.Td>
                {r.figures.collections.target > 0
                  ? t('of', { actual: f.money(r.figures.collections.actual), target: f.money(r.figures.collections.target) })
                  : f.money(r.figures.collections.actual)}
              </Table.Td>
              <Table.Td>{figure(r, 'orders')}</Table.Td>
              <Table.Td>{stars(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
