/**
 * The public marketing routes of spec §2. The build prerenders each one per language to
 * `dist/web/site/<lang>/<path>.html` ('/' is `index`); the server serves those files.
 * `/review/{id}` pages are prerendered for every review in the content files.
 */
export const publicRoutes = [
  '/',
  '/why',
  '/whyus',
  '/what',
  '/empowering-sales',
  '/reporting-analytics',
  '/marketing',
  '/kpi',
  '/hr',
  '/maintenance-team',
  '/about',
  '/model',
  '/price',
  '/get-in-touch',
  '/gladiator',
  '/partner',
  '/press',
  '/team',
  '/success-story',
  '/customer',
  '/whatisnew',
  '/blog',
  '/training',
  '/community',
  '/our-partner',
  '/support',
  '/integration',
  '/app-development',
  // Attribution the data and software we ship asks for (GeoNames' CC BY, ADR 0044).
  '/notices',
] as const;

/** Paths the signed-in single-page app owns (served its index.html). */
export const appRoutePrefixes = [
  '/app',
  '/login',
  '/signin',
  '/visit/rate',
  '/forgot-password',
  '/reset-password',
  '/invite',
  // A collection receipt's QR code opens /receipt/check/<token> (public, no sign-in).
  '/receipt/check',
] as const;
