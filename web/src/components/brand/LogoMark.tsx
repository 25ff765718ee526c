import { brandScale } from './palette';

/** The brand mark: a map pin with a check, the product in one shape (a verified visit). */
const PIN = 'M16 6.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 11.5 7.5 11.5s7.5-5.9 7.5-11.5A7.5 7.5 0 0 0 16 6.5z';
const CHECK = 'M12.8 14.2l2.2 2.2 4.2-4.3';

/** The mark in `currentColor`, for the site's header and footer and the app's header. */
export function LogoMark({ size = 32, className = 'logo-mark' }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d={PIN} fill="#fff" />
      <path d={CHECK} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The same mark as a data-URI favicon: no extra request, and no /favicon.ico 404. */
export const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${brandScale[7]}"/>` +
      `<path d="${PIN}" fill="#fff"/>` +
      `<path d="${CHECK}" fill="none" stroke="${brandScale[7]}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  );
