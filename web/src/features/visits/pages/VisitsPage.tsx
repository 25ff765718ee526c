import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLastDefined } from '../../../lib/use-open-key';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCanPlan } from '../components/use-can-plan';
import { VisitModal, type VisitModalMode } from '../components/VisitModal';
import { VisitsList } from '../components/VisitsList';

/** `/app/visits`: the visits of a day, week or month (sales users: their own). */
export function VisitsPage() {
  const { t } = useTranslation('visits');
  usePageTitle(t('pageTitle'));
  const canPlan = useCanPlan();
  const [open, setOpen] = useState<VisitModalMode | null>(null);
  // The closing modal keeps its title while it animates out.
  const mode = useLastDefined(open) ?? 'plan';
  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('pageTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('subtitle')}
          </Text>
        </div>
        {canPlan && (
          <Group gap="xs">
            <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setOpen('plan')}>
              {t('form.planTitle')}
            </Button>
            <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpen('past')}>
              {t('form.recordTitle')}
            </Button>
          </Group>
        )}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <VisitsList onPlan={canPlan ? () => setOpen('plan') : undefined} />
      </Card>
      <VisitModal mode={mode} opened={open !== null} onClose={() => setOpen(null)} />
    </Stack>
  );
}
