/** The brand mark: a map pin with a check, the product in one shape (a verified visit). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M16 6.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 11.5 7.5 11.5s7.5-5.9 7.5-11.5A7.5 7.5 0 0 0 16 6.5z" fill="#fff" />
      <path d="M12.8 14.2l2.2 2.2 4.2-4.3" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Same mark as a data URI favicon: no extra request, and no /favicon.ico 404 in the console. */
export const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#0b7a6e"/>' +
      '<path d="M16 6.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 11.5 7.5 11.5s7.5-5.9 7.5-11.5A7.5 7.5 0 0 0 16 6.5z" fill="#fff"/>' +
      '<path d="M12.8 14.2l2.2 2.2 4.2-4.3" fill="none" stroke="#0b7a6e" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );
