/**
 * The API paths, relative to `/api/v1/`. Spec §7 paths are a published contract: keep
 * their spelling. The server registers exactly these; the web client calls exactly these.
 */
export const apiPaths = {
  login: 'auth/login/',
  refresh: 'auth/refresh/',
  logout: 'auth/logout/',
  verify: 'auth/verify/',
  me: 'auth/me/',
  changePassword: 'auth/change-password/',
  passwordReset: 'auth/password-reset/',
  passwordResetConfirm: 'auth/password-reset/confirm/',
  invitationPreview: 'auth/invitation/',
  invitationAccept: 'auth/invitation/accept/',
  signup: 'tenant/signup/',
  signupRequestCode: 'tenant/signup/verify-email/',
  signupCheckCode: 'tenant/signup/verify-email/check/',
  tenantShow: 'tenant/show/',
  tenantUpdate: 'tenant/update/',
  tenantPlan: 'tenant/plan/',
  users: 'list/tenant/user/',
  changeCreateVisit: 'change/create/visit/status',
  resetPassword: (id: string) => `reset/password/${id}`,
  deactivateUser: (id: string) => `deactivate/user/${id}`,
  invitations: 'invitations/',
  uploads: 'uploads/',
  file: (id: string) => `files/${id}`,
  invitationResend: (id: string) => `invitations/${id}/resend/`,
  invitationRevoke: (id: string) => `invitations/${id}/revoke/`,
} as const;

export const API_PREFIX = '/api/v1/';
