import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALARM } from '../../../lib/alarm';

/** The count of unread visit messages on the visits entry: a short number to see, the sentence to hear. */
export function UnreadBadge({ count, testId, ...props }: { count: number; testId: string } & Omit<BadgeProps, 'children' | 'color'>) {
  const { t } = useTranslation('shell');
  return (
    <Badge circle={count < 10} color={ALARM} data-testid={testId} {...props}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('nav.unread', { count, n: count })}</VisuallyHidden>
    </Badge>
  );
}
