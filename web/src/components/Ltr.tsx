import type { ReactNode } from 'react';

/**
 * A left-to-right island for e-mails, phone numbers, codes and IDs inside right-to-left text:
 * without it "+966 55 123 4567" shows as "4567 123 55 966+" in Arabic. `<bdi>` isolates the
 * run so it neither reorders nor is reordered by its neighbours.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
