import { authApi } from '@contract/auth';
import type { Language } from '@contract/users';
import { apiCall } from './api-call';
import { setLanguage } from './i18n';
import { session } from './session';

/**
 * Switches the language and, when someone is signed in, makes it their profile's too, so
 * the next log-in on any browser opens in it. The switch happens at once; the profile
 * follows in the background (a failure is shown like any failed call).
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  const { user, authenticated } = session.get();
  if (!authenticated || !user || user.language === lang) return;
  const body = { full_name: user.full_name, phone: user.phone, language: lang };
  session.updateUser(await apiCall(authApi.updateMe, { body }));
}
