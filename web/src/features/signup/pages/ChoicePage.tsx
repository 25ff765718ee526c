import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingPlus, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

function ChoiceCard(props: { icon: ReactNode; title: string; text: string; cta: string; to: string; primary?: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <Text c="dimmed" style={{ flex: 1 }}>
          {props.text}
        </Text>
        <Button component={Link} to={props.to} variant={props.primary ? 'filled' : 'default'} fullWidth>
          {props.cta}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/signin`: the spec's choice between signing up and logging in. */
export function ChoicePage() {
  const { t } = useTranslation('signup');
  usePageTitle(t('choice.title'));
  return (
    <Stack gap="xl" maw={820} mx="auto">
      <Stack gap={4} ta="center">
        <Title order={1}>{t('choice.title')}</Title>
        <Text c="dimmed">{t('choice.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ChoiceCard
          icon={<IconBuildingPlus size={26} />}
          title={t('choice.signUpTitle')}
          text={t('choice.signUpText')}
          cta={t('choice.signUpCta')}
          to="/signin/singup"
          primary
        />
        <ChoiceCard
          icon={<IconLogin2 size={26} />}
          title={t('choice.logInTitle')}
          text={t('choice.logInText')}
          cta={t('choice.logInCta')}
          to="/login"
        />
      </SimpleGrid>
    </Stack>
  );
}
