import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SettingsMessageKey = 'company.crFormat' | 'visits.weekendMax' | 'visits.workDayOrder';

/**
 * A validation message of this feature's own (common's `validation` has none for it), as an
 * element like `vmsg`: it follows a language switch while the error is showing.
 */
function SettingsMessage({ k }: { k: SettingsMessageKey }) {
  const { t } = useTranslation('settings');
  return <>{t(k)}</>;
}

export const settingsMessage = (k: SettingsMessageKey): ReactNode => <SettingsMessage k={k} />;
