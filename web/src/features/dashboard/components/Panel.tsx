import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../components/tap-target.css';

/** A dashboard panel: a heading, a link into the list it summarizes, and its content. */
export function Panel({ title, to, testId, children }: { title: string; to?: string; testId?: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" data-testid={testId} h="100%">
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {to && (
          <Anchor component={Link} to={to} size="sm" className="tap-24">
            {t('viewAll')}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

/** A figure people glance at: its label, the number, and a line under it. */
export function StatCard(props: { label: string; value: string; hint?: ReactNode; to?: string; testId?: string; color?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" data-testid={props.testId}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500}>
          {props.label}
        </Text>
        {props.to && (
          <Anchor component={Link} to={props.to} size="xs" className="tap-24">
            {t('viewAll')}
          </Anchor>
        )}
      </Group>
      <Text fz={28} fw={700} lh={1.3} c={props.color} data-testid={props.testId && `${props.testId}-value`}>
        {props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Card>
  );
}

/** What a panel says when it has nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="sm">
      {children}
    </Text>
  );
}

/** The page's shape while the first answer is on its way. */
export function BoardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Group grow>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="lg" />
        ))}
      </Group>
      <Skeleton h={260} radius="lg" />
      <Skeleton h={200} radius="lg" />
    </Stack>
  );
}
