import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@contract/permissions';
import { useCurrentUser } from '../../../lib/session';

/** First-run guidance, shown while the company has no client, lead or visit. */
export function GettingStarted() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const admin = !!user && can(user.role, 'company.manage');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="getting-started">
      <Title order={2} size="h4" mb={4} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconRocket size={20} aria-hidden />
        {t('gettingStarted.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {t('gettingStarted.intro')}
      </Text>
      <List spacing={4} size="sm">
        <List.Item>
          <Anchor component={Link} to="/app/clients">
            {t('gettingStarted.clients')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/app/visits">
            {t('gettingStarted.visits')}
          </Anchor>
        </List.Item>
        {admin && (
          <List.Item>
            <Anchor component={Link} to="/app/settings">
              {t('gettingStarted.team')}
            </Anchor>
          </List.Item>
        )}
      </List>
    </Card>
  );
}
