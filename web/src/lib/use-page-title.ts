import { useEffect } from 'react';
import i18n from './i18n';

/**
 * Sets document.title to "<page> · Ziyara" (screen readers announce it on navigation).
 * `undefined` leaves it alone, for a page that renders a child page (403) with its own title.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = `${title} · ${i18n.t('common:appName')}`;
  }, [title]);
}
