import { useTranslation } from 'react-i18next';
import { currencyOf } from '@contract/currency';
import { TASK_TYPE, type Task } from '@contract/tasks';
import { useTenantQuery } from '../../../lib/tenant';
import { calendarDate, zonedToday } from '../../../lib/zoned-time';

type Group = 'types' | 'statuses' | 'priorities' | 'documents';

/** A task's numbered values in words (`types.2` → "Missing Paper Task"). */
export function useTaskLabels() {
  const { t } = useTranslation('tasks');
  const label = (group: Group, n: number) => String(t(`${group}.${n}` as 'types.0', { defaultValue: String(n) }));
  const options = (group: Group, values: readonly number[]) => values.map((v) => ({ value: String(v), label: label(group, v) }));
  /** The missing document of a missing-paper task (translated by its id, not its English name). */
  const documentOf = (task: Pick<Task, 'task_type' | 'task_title'>) =>
    task.task_type === TASK_TYPE.missingPaper && task.task_title ? label('documents', task.task_title.id) : null;
  return { label, options, documentOf };
}

/**
 * Dates and figures as the reader expects them: calendar dates (due dates, invoice dates) in
 * the user's language, amounts in the company's currency, "today" on the company's calendar.
 */
export function useTaskFormat() {
  const { i18n } = useTranslation();
  const tenant = useTenantQuery();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const timeZone = tenant.data?.time_zone ?? 'Asia/Riyadh';
  return {
    locale,
    today: () => zonedToday(timeZone),
    /** A `YYYY-MM-DD` date; the date stays the same in every time zone. */
    day: (date: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(calendarDate(date)),
    /** An instant (created, completed), on the company's clock. */
    dateTime: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime())
        ? ''
        : new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
          }).format(d);
    },
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    money: (n: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currencyOf(tenant.data?.country ?? 'SA'),
        minimumFractionDigits: 2,
      }).format(n),
  };
}
