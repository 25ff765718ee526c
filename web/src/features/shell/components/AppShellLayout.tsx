import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { ThemeSwitch } from '../../../components/ThemeSwitch';
import type { AppRoute } from '../../../components/app-route';
import { useLiveEvents } from '../../../lib/live-events';
import { useCurrentUser } from '../../../lib/session';
import { OfflineBanner } from '../../../offline/OfflineBanner';
import { NotificationBell } from '../notifications/NotificationBell';
import { BottomNav, BOTTOM_NAV_HEIGHT } from './BottomNav';
import { NavLinks } from './NavLinks';
import { UserMenu } from './UserMenu';
import { usePrefetchGazetteer } from '../../../lib/gazetteer';

/** The signed-in frame: header (brand, language, theme, notifications, user menu) and the navigation. */
export function AppShellLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = useCurrentUser();
  useLiveEvents(!!user);
  usePrefetchGazetteer(); // city names and pickers (ADR 0044), once the first screen is up
  if (!user) return null; // the guard renders this only with a user; logout unmounts it

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: { base: BOTTOM_NAV_HEIGHT, sm: 0 } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <a href="#main-content" className="skip-link">
          {t('header.skip')}
        </a>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              className="touch-target"
              aria-label={t('header.toggleNav')}
              aria-expanded={opened}
              aria-controls="app-navbar"
            />
            <Link to="/app" aria-label={t('header.home')} style={{ color: 'inherit', textDecoration: 'none' }}>
              <BrandLogo compact />
            </Link>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch compact />
            <ThemeSwitch />
            <NotificationBell />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" id="app-navbar" component="nav" aria-label={t('nav.label')}>
        <NavLinks routes={routes} role={user.role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
      <BottomNav routes={routes} role={user.role} menuOpened={opened} onMenu={toggle} onNavigate={close} />
    </AppShell>
  );
}
