import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { confirmAction } from '../../../components/confirm';
import { useQueuedChanges } from '../../../offline/outbox';
import { useLogoutMutation } from '../api/logout';
import { UserSettingsModal } from './UserSettingsModal';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation(['shell', 'common', 'offline']);
  const [settingsOpen, settings] = useDisclosure(false);
  const logout = useLogoutMutation();
  const unsent = useQueuedChanges().length;
  // Changes still on the phone would be deleted with the session: say so first.
  const signOut = () =>
    unsent === 0
      ? logout.mutate()
      : confirmAction({
          title: t('offline:logout.title'),
          message: t('offline:logout.text', { count: unsent, n: unsent }),
          confirmLabel: t('offline:logout.confirm'),
          danger: true,
          onConfirm: () => logout.mutate(),
        });

  return (
    <>
      <Menu position="bottom-end" width={240} withArrow>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar radius="xl" size="md" color="brand" aria-hidden>
                {initials(user.full_name)}
              </Avatar>
              <Stack gap={0} visibleFrom="sm" style={{ textAlign: 'start' }}>
                <Text size="sm" fw={600} lh={1.2} data-testid="user-menu-name">
                  {user.full_name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2} data-testid="user-menu-role">
                  {t(`common:roles.${user.role}`)}
                </Text>
              </Stack>
              {/* The visible name and role are part of the button's name; this says what it opens. */}
              <span className="visually-hidden-label">{t('userMenu.opens')}</span>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {user.full_name}
            </Text>
            <Text size="xs" c="dimmed" truncate className="ltr-value">
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item leftSection={<IconUserCog size={16} aria-hidden />} onClick={settings.open}>
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} disabled={logout.isPending}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UserSettingsModal user={user} opened={settingsOpen} onClose={settings.close} />
    </>
  );
}
