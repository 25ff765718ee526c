import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { can } from '@contract/permissions';
import type { Role } from '@contract/users';
import type { AppRoute } from '../../../components/app-route';
import { ALARM } from '../../../lib/alarm';
import { useUnread } from '../../../lib/unread';

/** The declared pages with a menu entry that this role may open (the server enforces the same). */
export function NavLinks({ routes, role, onNavigate }: { routes: readonly AppRoute[]; role: Role; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  const unread = useUnread().data?.total ?? 0;
  const items = routes.flatMap((r) =>
    r.nav && (!r.permission || can(role, r.permission)) ? [{ to: r.path ? `/app/${r.path}` : '/app', ...r.nav }] : [],
  );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const active = current === item.to;
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={20} aria-hidden />}
              rightSection={
                item.label === 'nav.visits' && unread > 0 ? (
                  <Badge size="sm" circle={unread < 10} color={ALARM} data-testid="nav-unread">
                    <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                    <VisuallyHidden>{t('nav.unread', { count: unread, n: unread })}</VisuallyHidden>
                  </Badge>
                ) : undefined
              }
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
