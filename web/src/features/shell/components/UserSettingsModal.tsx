import { Modal, Tabs } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { User } from '@contract/users';
import { useOpenKey } from '../../../lib/use-open-key';
import { EmailChoicesForm } from '../notifications/EmailChoicesForm';
import { CalendarFeedForm } from './CalendarFeedForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * The spec's "user settings" modal. Each opening remounts the forms, so closing it always
 * discards unsaved input.
 */
export function UserSettingsModal({ user, opened, onClose }: { user: User; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'notifications']);
  const key = useOpenKey(opened);
  // The calendar feed lists meetings and visits: for the roles that have them.
  const calendar = can(user.role, 'meetings.work');
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
          {calendar && (
            <Tabs.Tab value="calendar" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
              {t('userSettings.calendarTab')}
            </Tabs.Tab>
          )}
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
        {calendar && (
          <Tabs.Panel value="calendar">
            <CalendarFeedForm />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
