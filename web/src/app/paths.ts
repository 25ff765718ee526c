/** Every route of the signed-in app and the sign-up flow (spec §2), in one place. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  acceptInvite: '/invite',
  /** Public: where a collection receipt's QR code leads (`:token` is the signed receipt token). */
  receiptCheck: '/receipt/check/:token',
  /** Public: the customer's rating of a visit (spec §2), `?token=` the signed rating link. */
  visitRate: '/visit/rate',
  signin: '/signin',
  signupAccount: '/signin/singup', // spelled as in the spec: the marketing site links here
  signupField: '/signin/pickcompany',
  signupCompany: '/signin/setupcompany',
  signupVerify: '/signin/verification',
  signupPlan: '/signin/pickyourplan',
  app: '/app',
  settings: '/app/settings',
  /** The public home page is served by the server, outside this SPA. */
  publicHome: '/',
} as const;
