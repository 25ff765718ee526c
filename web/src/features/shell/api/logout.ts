import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '@contract/auth';
import { apiCall } from '../../../lib/api-call';
import { notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { forgetOffline } from '../../../offline/persist';

/** `POST auth/logout/ {refresh}` revokes the refresh token (and its family) on the server. */
export async function logout(): Promise<void> {
  const refresh = tokenStore.getRefresh();
  if (refresh) await apiCall(authApi.logout, { body: { refresh } });
}

/**
 * Whatever the server answers (even a network error), the browser then forgets the session
 * (spec §4): tokens, user, cached data, and goes to /login.
 */
export function useLogoutMutation() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Offline too: the session ends on the phone at once, the server's revocation is best effort.
    networkMode: 'always',
    meta: { inlineError: true }, // nothing to act on: the local session ends either way
    onSettled: () => {
      const userId = session.get().user?.id;
      session.clear('logout');
      if (userId) void forgetOffline(userId); // the user's kept data, waiting changes and conflicts leave the phone
      void navigate('/login', { replace: true });
      queryClient.clear();
      notifySuccess(t('logout.done'));
    },
  });
}
