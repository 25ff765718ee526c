import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { StatusPage } from '../../../components/StatusPage';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { verifyStoredSession, type VerifyOutcome } from '../api/verify';

const REVERIFY_EVERY_MS = 30_000;

/**
 * The route guard, exactly spec §2: no stored access token → /login; an already
 * authenticated session → render; otherwise verify the token once, then render or leave.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const { authenticated, loggedOut, user } = useSession();
  const location = useLocation();
  const hasToken = tokenStore.getAccess() !== null;
  const [outcome, setOutcome] = useState<VerifyOutcome | 'pending'>('pending');
  const [attempt, setAttempt] = useState(0);
  const [openedOffline] = useState(() => !onlineManager.isOnline());

  useEffect(() => {
    if (!hasToken || authenticated) return;
    let live = true;
    void verifyStoredSession().then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [hasToken, authenticated, attempt]);

  // Working on the phone's copy: verify when the signal returns, and every half minute (a
  // server that was down comes back without any browser event).
  const waitingForServer = outcome === 'unreachable' || outcome === 'offline';
  useEffect(() => {
    if (!waitingForServer) return;
    const again = () => setAttempt((n) => n + 1);
    const timer = setInterval(again, REVERIFY_EVERY_MS);
    const stop = onlineManager.subscribe((online) => online && again());
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [waitingForServer]);

  if (authenticated && hasToken) return <>{children}</>;
  // Offline (issue 14): the signed-in user of this phone works on what it keeps until the
  // server answers again (the token is checked then, as on any start). An app opened offline
  // is not taken away by a weak signal that still cannot reach the server.
  const offline = outcome === 'offline' || (outcome === 'unreachable' && (openedOffline || !onlineManager.isOnline()));
  if (offline && user) return <>{children}</>;
  if (!hasToken || outcome === 'rejected') {
    // Remember where the user was, so logging in again returns there (not after a logout).
    const from = loggedOut ? undefined : location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (waitingForServer) {
    return (
      <StatusPage
        icon={<IconPlugConnectedX size={36} />}
        color="red"
        title={t('common:loadError.title')}
        message={t('common:errors.network')}
        actions={
          <Button
            onClick={() => {
              setOutcome('pending');
              setAttempt((n) => n + 1);
            }}
          >
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  return <FullPageLoader label={t('guard.checking')} />;
}
