import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, EmptyState, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconBox, IconBuildingStore, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Agency, Sample } from '@contract/agencies';
import { confirmAction } from '../../../components/confirm';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useAgenciesQuery, useSamplesQuery } from '../../../lib/catalog';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteAgency, useDeleteSample } from '../api/catalog';
import { AgencyModal } from './AgencyModal';
import { SampleModal } from './SampleModal';

function Section({
  id,
  title,
  onAdd,
  addLabel,
  children,
}: {
  id: string;
  title: string;
  onAdd: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {children}
    </Card>
  );
}

function RowButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={t('catalog.editNamed', { name })} onClick={onEdit}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('catalog.deleteNamed', { name })} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Settings → agencies: the brands the company represents. */
export function AgenciesSection() {
  const { t, i18n } = useTranslation('settings');
  const agencies = useAgenciesQuery();
  const remove = useDeleteAgency();
  const [editing, setEditing] = useState<Agency | 'new' | null>(null);
  const ar = i18n.resolvedLanguage === 'ar';
  const confirmDelete = (a: Agency) =>
    confirmAction({
      title: t('catalog.deleteAgencyTitle', { name: ar ? a.name_ar : a.name_en }),
      message: t('catalog.deleteAgencyText'),
      confirmLabel: t('catalog.delete'),
      danger: true,
      testId: 'confirm-delete-agency',
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: () => notifySuccess(t('catalog.agencyDeleted')),
          onError: () => notifyFailure(t('catalog.agencyDeleteFailed')),
        }),
    });
  const rows = agencies.data?.results;
  return (
    <Section id="agencies-title" title={t('catalog.agencies')} onAdd={() => setEditing('new')} addLabel={t('catalog.newAgency')}>
      {agencies.isError && <ErrorAlert error={agencies.error} onRetry={() => void agencies.refetch()} />}
      {!rows ? (
        !agencies.isError && <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconBuildingStore size={28} />}
          title={t('catalog.noAgencies')}
          description={t('catalog.noAgenciesText')}
          py="md"
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" aria-labelledby="agencies-title" data-testid="agencies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('catalog.nameEn')}</Table.Th>
                <Table.Th scope="col">{t('catalog.nameAr')}</Table.Th>
                <Table.Th scope="col">{t('catalog.status')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden-label">{t('catalog.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <Table.Tr key={a.id} data-testid="agency-row">
                  <Table.Td dir="ltr">{a.name_en}</Table.Td>
                  <Table.Td dir="rtl">{a.name_ar}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={a.is_active ? 'brand' : 'gray'}>
                      {t(a.is_active ? 'catalog.activeBadge' : 'catalog.inactiveBadge')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowButtons name={ar ? a.name_ar : a.name_en} onEdit={() => setEditing(a)} onDelete={() => confirmDelete(a)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AgencyModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        agency={editing === 'new' || !editing ? undefined : editing}
      />
    </Section>
  );
}

/** Settings → samples: product samples reps hand out on visits. */
export function SamplesSection() {
  const { t, i18n } = useTranslation('settings');
  const samples = useSamplesQuery();
  const agencies = useAgenciesQuery();
  const remove = useDeleteSample();
  const [editing, setEditing] = useState<Sample | 'new' | null>(null);
  const ar = i18n.resolvedLanguage === 'ar';
  const agencyName = (id: string | null) => {
    const a = agencies.data?.results.find((x) => x.id === id);
    return a ? (ar ? a.name_ar : a.name_en) : '—';
  };
  const confirmDelete = (s: Sample) =>
    confirmAction({
      title: t('catalog.deleteSampleTitle', { name: s.name }),
      message: t('catalog.deleteSampleText'),
      confirmLabel: t('catalog.delete'),
      danger: true,
      testId: 'confirm-delete-sample',
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: () => notifySuccess(t('catalog.sampleDeleted')),
          onError: () => notifyFailure(t('catalog.sampleDeleteFailed')),
        }),
    });
  const rows = samples.data?.results;
  return (
    <Section id="samples-title" title={t('catalog.samples')} onAdd={() => setEditing('new')} addLabel={t('catalog.newSample')}>
      {samples.isError && <ErrorAlert error={samples.error} onRetry={() => void samples.refetch()} />}
      {!rows ? (
        !samples.isError && <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconBox size={28} />} title={t('catalog.noSamples')} description={t('catalog.noSamplesText')} py="md" />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-labelledby="samples-title" data-testid="samples-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('catalog.sampleName')}</Table.Th>
                <Table.Th scope="col">{t('catalog.code')}</Table.Th>
                <Table.Th scope="col">{t('catalog.stock')}</Table.Th>
                <Table.Th scope="col">{t('catalog.agency')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden-label">{t('catalog.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid="sample-row">
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>
                    <span className="ltr-value">{s.code}</span>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t('catalog.stockOf', { n: s.stock, unit: s.unit })}</Text>
                  </Table.Td>
                  <Table.Td>{agencyName(s.agency_id)}</Table.Td>
                  <Table.Td>
                    <RowButtons name={s.name} onEdit={() => setEditing(s)} onDelete={() => confirmDelete(s)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SampleModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        sample={editing === 'new' || !editing ? undefined : editing}
      />
    </Section>
  );
}
