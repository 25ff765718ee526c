import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeSwitch } from '../../components/ThemeSwitch';

/** Frame of the signed-out screens (/login, /signin/*): brand, language and theme. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            {/* A full page load: the public home page is served outside this app. */}
            <Anchor href="/" underline="never" c="inherit" aria-label={t('appName')}>
              <BrandLogo />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <ThemeSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py={{ base: 'lg', sm: 48 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
