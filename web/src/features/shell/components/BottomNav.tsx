import { AppShell, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Role } from '@contract/users';
import type { AppRoute } from '../../../components/app-route';
import { useUnread } from '../../../lib/unread';
import { bottomNavItems, currentness, menuLabel } from '../nav-items';
import { UnreadBadge } from './UnreadBadge';
import './bottom-nav.css';

/** Height of the bar above the safe area (AppShell's `footer`): every item is at least 48 px tall. */
export const BOTTOM_NAV_HEIGHT = 64;

/**
 * On phones (below `sm`), the field rep's pages within thumb reach: dashboard, visits, tasks
 * and clients (those the role may open), then "Menu", which opens the side navigation with
 * everything else. AppShell keeps the page clear of it and adds the bottom safe area.
 */
export function BottomNav({
  routes,
  role,
  menuOpened,
  onMenu,
  onNavigate,
}: {
  routes: readonly AppRoute[];
  role: Role;
  /** Whether the side navigation is open. */
  menuOpened: boolean;
  /** Opens or closes the side navigation (the burger's toggle). */
  onMenu: () => void;
  /** Called when an item is followed (closes the side navigation). */
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const unread = useUnread().data?.total ?? 0;
  return (
    <AppShell.Footer component="nav" hiddenFrom="sm" aria-label={t('bottomNav.label')} data-testid="bottom-nav">
      <ul className="bottom-nav">
        {bottomNavItems(routes, role).map((item) => {
          const current = currentness(item, pathname);
          return (
            <li key={item.to}>
              <UnstyledButton
                component={Link}
                to={item.to}
                className="bottom-nav-item"
                data-active={current ? true : undefined}
                aria-current={current === 'page' ? 'page' : current ? 'true' : undefined}
                onClick={onNavigate}
              >
                <span className="bottom-nav-icon">
                  <item.icon size={24} stroke={current ? 2.2 : 1.8} aria-hidden />
                  {item.path === 'visits' && unread > 0 && (
                    <UnreadBadge count={unread} size="xs" className="bottom-nav-badge" testId="bottom-nav-unread" />
                  )}
                </span>
                <span className="bottom-nav-label">{menuLabel(t, item.label)}</span>
              </UnstyledButton>
            </li>
          );
        })}
        <li>
          <UnstyledButton
            className="bottom-nav-item"
            data-active={menuOpened || undefined}
            aria-expanded={menuOpened}
            aria-controls="app-navbar"
            onClick={onMenu}
          >
            <span className="bottom-nav-icon">
              <IconMenu2 size={24} stroke={menuOpened ? 2.2 : 1.8} aria-hidden />
            </span>
            <span className="bottom-nav-label">{t('bottomNav.menu')}</span>
          </UnstyledButton>
        </li>
      </ul>
    </AppShell.Footer>
  );
}
