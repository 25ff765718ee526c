import { apiPaths } from '@contract/api-paths';
import { userSchema, type Language } from '@contract/users';
import { apiRequest } from './api-client';
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
  session.updateUser(userSchema.parse(await apiRequest<unknown>(apiPaths.me, { method: 'PATCH', body })));
}
