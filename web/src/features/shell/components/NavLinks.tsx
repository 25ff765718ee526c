import { NavLink, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { can, type Permission } from '@contract/permissions';
import type { Role } from '@contract/users';

interface NavItem {
  to: string;
  label: 'nav.dashboard' | 'nav.settings';
  icon: typeof IconSettings;
  /** Shown only to roles with this permission (the same table the server checks). */
  permission?: Permission;
}

/** Only sections that exist, and only those the role may open (the server enforces it too). */
const items: NavItem[] = [
  { to: '/app', label: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: '/app/settings', label: 'nav.settings', icon: IconSettings, permission: 'company.manage' },
];

export function NavLinks({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items
        .filter((item) => !item.permission || can(role, item.permission))
        .map((item) => {
          const active = current === item.to;
          return (
            <li key={item.to}>
              <NavLink
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<item.icon size={20} aria-hidden />}
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
