import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Role } from '@contract/users';
import type { AppRoute } from '../../../components/app-route';
import { useUnread } from '../../../lib/unread';
import { currentness, menuLabel, navItems } from '../nav-items';
import { UnreadBadge } from './UnreadBadge';

/** The declared pages with a menu entry that this role may open (the server enforces the same). */
export function NavLinks({ routes, role, onNavigate }: { routes: readonly AppRoute[]; role: Role; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const unread = useUnread().data?.total ?? 0;
  const items = navItems(routes, role);
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const active = currentness(item, pathname) === 'page';
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={menuLabel(t, item.label)}
              leftSection={<item.icon size={20} aria-hidden />}
              rightSection={item.path === 'visits' && unread > 0 ? <UnreadBadge count={unread} size="sm" testId="nav-unread" /> : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
