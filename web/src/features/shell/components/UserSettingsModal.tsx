import { Modal, Tabs } from '@mantine/core';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { useOpenKey } from '../../../lib/use-open-key';
import { EmailChoicesForm } from '../notifications/EmailChoicesForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * The spec's "user settings" modal. Each opening remounts the forms, so closing it always
 * discards unsaved input.
 */
export function UserSettingsModal({ user, opened, onClose }: { user: User; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'notifications']);
  const key = useOpenKey(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('userSettings.title')} size="md">
      <Tabs key={key} defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="md" grow>
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('userSettings.profileTab')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
            {t('userSettings.passwordTab')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
            {t('notifications:email.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileForm user={user} onDone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm onDone={onClose} personal={[user.email, user.full_name]} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <EmailChoicesForm onDone={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
