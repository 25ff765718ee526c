import { ActionIcon, Badge, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Territory, TerritoryCoverage } from '@contract/territories';
import { useGazetteer } from '../../../lib/gazetteer';
import { coverageColor } from './coverage-colors';

interface TerritoryListProps {
  territories: Territory[];
  coverage: Map<string, TerritoryCoverage>;
  onEdit: (t: Territory) => void;
  onDelete: (t: Territory) => void;
}

/** The territories beside the map: coverage figure, reps, and the edit and delete actions. */
export function TerritoryList({ territories, coverage, onEdit, onDelete }: TerritoryListProps) {
  const { t, i18n } = useTranslation('territories');
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const g = useGazetteer();
  const pct = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  const num = new Intl.NumberFormat(i18n.resolvedLanguage);
  const where = (x: Territory) =>
    x.kind === 'polygon'
      ? t('list.outline', { n: x.polygon?.length ?? 0 })
      : x.cities.map((c) => (g ? g.placeName(c.country, c.city, lang) : c.city)).join(lang === 'ar' ? '، ' : ', ');
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="territory-list">
      {territories.map((x) => {
        const c = coverage.get(x.id);
        const share = c && c.clients ? c.share : null;
        return (
          <Group
            key={x.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            data-testid="territory-row"
          >
            <UnstyledButton onClick={() => onEdit(x)} style={{ minWidth: 0, flex: 1 }}>
              <Group component="span" gap={8} wrap="nowrap">
                <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, flex: 'none', background: coverageColor(share) }} />
                <Text component="span" fw={500} truncate>
                  {x.name}
                </Text>
                {!x.assign_new && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('list.noAssign')}
                  </Badge>
                )}
              </Group>
              <Text component="span" display="block" size="xs" c="dimmed" truncate>
                {where(x)}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed" truncate>
                {x.reps.length ? x.reps.map((r) => r.full_name).join(', ') : t('list.noReps')}
              </Text>
              <Text component="span" display="block" size="sm" data-testid="territory-coverage">
                {c
                  ? c.clients
                    ? t('list.coverage', { share: pct.format(c.share), visited: num.format(c.visited), clients: num.format(c.clients) })
                    : t('list.noClients')
                  : '…'}
              </Text>
            </UnstyledButton>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('list.edit', { name: x.name })}>
                <ActionIcon variant="subtle" onClick={() => onEdit(x)} aria-label={t('list.edit', { name: x.name })}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('list.delete', { name: x.name })}>
                <ActionIcon variant="subtle" color="red" onClick={() => onDelete(x)} aria-label={t('list.delete', { name: x.name })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
