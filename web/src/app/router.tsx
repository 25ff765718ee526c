import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { NotFound } from '../components/NotFound';
import { RouteError } from '../components/RouteError';
import { AuthLayout } from './layouts/AuthLayout';
import { RootLayout } from './layouts/RootLayout';
import { paths } from './paths';
import { appRoutes } from './app-routes';
import type { AppRoute } from '../components/app-route';
import { PermissionGuard } from '../components/PermissionGuard';

/**
 * Every page is a lazy route (its own chunk), so the login screen does not download the
 * settings table. `page()` adapts a named export to react-router's lazy contract.
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A feature's declared page, behind the permission guard. */
function toRouteObject(route: AppRoute): RouteObject {
  const lazy = async () => {
    const Page = await route.page();
    return {
      Component: () => (
        <PermissionGuard permission={route.permission}>
          <Page />
        </PermissionGuard>
      ),
    };
  };
  return route.path === '' ? { index: true, lazy } : { path: route.path, lazy };
}

const signupSteps: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/signup/pages/ChoicePage'),
      (m) => m.ChoicePage,
    ),
  },
  {
    path: 'singup',
    lazy: page(
      () => import('../features/signup/pages/AccountStepPage'),
      (m) => m.AccountStepPage,
    ),
  },
  {
    path: 'pickcompany',
    lazy: page(
      () => import('../features/signup/pages/FieldStepPage'),
      (m) => m.FieldStepPage,
    ),
  },
  {
    path: 'setupcompany',
    lazy: page(
      () => import('../features/signup/pages/CompanyStepPage'),
      (m) => m.CompanyStepPage,
    ),
  },
  {
    path: 'verification',
    lazy: page(
      () => import('../features/signup/pages/VerifyStepPage'),
      (m) => m.VerifyStepPage,
    ),
  },
  {
    path: 'pickyourplan',
    lazy: page(
      () => import('../features/signup/pages/PlanStepPage'),
      (m) => m.PlanStepPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // In production the server answers "/" with the public site; this covers the dev server.
      { path: '/', element: <Navigate to={paths.app} replace /> },
      {
        element: <AuthLayout />,
        children: [
          {
            path: paths.login,
            lazy: page(
              () => import('../features/auth/pages/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.forgotPassword,
            lazy: page(
              () => import('../features/account/pages/ForgotPasswordPage'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.resetPassword,
            lazy: page(
              () => import('../features/account/pages/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: paths.acceptInvite,
            lazy: page(
              () => import('../features/account/pages/AcceptInvitePage'),
              (m) => m.AcceptInvitePage,
            ),
          },
          {
            path: paths.receiptCheck,
            lazy: page(
              () => import('../features/receipts/pages/ReceiptCheckPage'),
              (m) => m.ReceiptCheckPage,
            ),
          },
          {
            path: paths.visitRate,
            lazy: page(
              () => import('../features/ratings/pages/RateVisitPage'),
              (m) => m.RateVisitPage,
            ),
          },
          {
            path: paths.signin,
            lazy: page(
              () => import('../features/signup/components/SignupLayout'),
              (m) => m.SignupLayout,
            ),
            children: signupSteps,
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: paths.app,
        lazy: page(
          () => import('./layouts/AppLayout'),
          (m) => m.AppLayout,
        ),
        children: [...appRoutes.map(toRouteObject), { path: '*', element: <NotFound inApp /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
