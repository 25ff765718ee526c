import { RequireAuth } from '../../features/auth/components/RequireAuth';
import { AppShellLayout } from '../../features/shell/components/AppShellLayout';
import { appRoutes } from '../app-routes';

/** /app/*: the guard first (spec §2), then the shell around the signed-in pages. */
export function AppLayout() {
  return (
    <RequireAuth>
      <AppShellLayout routes={appRoutes} />
    </RequireAuth>
  );
}
