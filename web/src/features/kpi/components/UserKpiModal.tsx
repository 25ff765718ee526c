import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Rating, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kpiMetrics, moneyMetrics, type RepAttainment } from '@contract/kpi';
import { can } from '@contract/permissions';
import { ChartSlot } from '../../../components/charts/ChartSlot';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFigures } from '../../../lib/figures';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { usePhone } from '../../../lib/use-phone';
import { useKpi, useRate } from '../api/kpi';
import { monthLabel } from './months';

/** The "user KPI" modal: one rep's month (targets against actuals), six months of trend, and the manager's rating. */
export function UserKpiModal({ userId, month, onClose }: { userId: string | null; month: string; onClose: () => void }) {
  const { t } = useTranslation('kpi');
  const kpi = useKpi(month, userId ?? undefined);
  const rep = kpi.data?.reps[0];
  const f = useFigures(kpi.data?.currency);
  // A phone gets the whole screen; the figures table scrolls sideways rather than being cut.
  const phone = usePhone();
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      fullScreen={phone}
      size="xl"
      title={rep ? t('modal.title', { name: rep.user.name, month: monthLabel(month, f.locale) }) : t('modal.loading')}
    >
      {kpi.isPending ? (
        <Stack>
          <Skeleton h={24} />
          <Skeleton h={220} />
        </Stack>
      ) : kpi.isError || !rep ? (
        <ErrorAlert error={kpi.error} onRetry={() => void kpi.refetch()} />
      ) : (
        <Stack>
          <Table.ScrollContainer minWidth={440}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.metric')}</Table.Th>
                  <Table.Th>{t('columns.target')}</Table.Th>
                  <Table.Th>{t('columns.actual')}</Table.Th>
                  <Table.Th w="30%">{t('columns.progress')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {kpiMetrics.map((m) => {
                  const fig = rep.figures[m];
                  const show = moneyMetrics.includes(m) ? f.money : f.number;
                  return (
                    <Table.Tr key={m}>
                      <Table.Td>{t(`metrics.${m}`)}</Table.Td>
                      <Table.Td>{fig.target > 0 ? show(fig.target) : '—'}</Table.Td>
                      <Table.Td>{show(fig.actual)}</Table.Td>
                      <Table.Td>
                        {fig.ratio === null ? null : (
                          <Group gap="xs" wrap="nowrap">
                            <Progress value={Math.min(100, fig.ratio * 100)} flex={1} aria-hidden />
                            <Text size="sm">{f.pct(fig.ratio)}</Text>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={3} size="h5">
            {t('modal.trend')}
          </Title>
          <ChartSlot
            kind="bars"
            label={t('modal.trend')}
            dataKey="month"
            percent
            data={(kpi.data.trend ?? []).map((p) => ({
              month: monthLabel(p.month, f.locale),
              attainment: Math.round((p.attainment ?? 0) * 100),
            }))}
            series={[{ name: 'attainment', label: t('columns.attainment'), color: 'blue.6' }]}
          />
          <RatingPanel rep={rep} month={month} />
        </Stack>
      )}
    </Modal>
  );
}

/** A manager rates the month (again replaces it); the rep reads it. */
function RatingPanel({ rep, month }: { rep: RepAttainment; month: string }) {
  const { t } = useTranslation('kpi');
  const me = useCurrentUser();
  const rate = useRate();
  const [stars, setStars] = useState(rep.rating?.rating ?? 0);
  const [comment, setComment] = useState(rep.rating?.comment ?? '');
  if (!me || !can(me.role, 'kpi.manage'))
    return rep.rating ? (
      <Alert variant="light" title={t('modal.yourRating')}>
        <Rating value={rep.rating.rating} readOnly aria-label={t('ratedStars', { count: rep.rating.rating })} />
        {rep.rating.comment && <Text mt="xs">{rep.rating.comment}</Text>}
      </Alert>
    ) : (
      <Text c="dimmed">{t('modal.notRated')}</Text>
    );
  const save = async () => {
    try {
      await rate.mutateAsync({ user_id: rep.user.id, month, rating: stars, comment });
      notifySuccess(t('modal.rated'));
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('modal.rate')}
      </Title>
      <Rating value={stars} onChange={setStars} aria-label={t('modal.rate')} />
      <Textarea
        label={t('modal.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={rate.isPending} disabled={stars < 1}>
          {t('modal.saveRating')}
        </Button>
      </Group>
    </Stack>
  );
}
