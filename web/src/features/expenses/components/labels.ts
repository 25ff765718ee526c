import { useTranslation } from 'react-i18next';
import type { ExpenseCategory, ExpenseStatus } from '@contract/expenses';
import { useTenantQuery } from '../../../lib/tenant';
import { calendarDate, zonedToday } from '../../../lib/zoned-time';

/** Expenses are claimed in Saudi riyals (contract/expenses.ts: EXPENSE_MAX_AMOUNT is SAR). */
export const EXPENSE_CURRENCY = 'SAR';

/** An expense's categories and statuses in words, and as a filter's options. */
export function useExpenseLabels() {
  const { t } = useTranslation('expenses');
  const category = (c: ExpenseCategory) => t(`categories.${c}`);
  const status = (s: ExpenseStatus) => t(`statuses.${s}`);
  return {
    category,
    status,
    categoryOptions: (values: readonly ExpenseCategory[]) => values.map((v) => ({ value: v, label: category(v) })),
    statusOptions: (values: readonly ExpenseStatus[]) => values.map((v) => ({ value: v, label: status(v) })),
  };
}

/**
 * Days in the reader's language, instants and "today" on the company's clock, amounts in
 * riyals with their two decimals (a receipt's halalas count).
 */
export function useExpenseFormat() {
  const { i18n } = useTranslation();
  const tenant = useTenantQuery();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const timeZone = tenant.data?.time_zone ?? 'Asia/Riyadh';
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: EXPENSE_CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    locale,
    today: () => zonedToday(timeZone),
    /** A `YYYY-MM-DD` day; the same day in every time zone. */
    day: (date: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        calendarDate(date.slice(0, 10)),
      ),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(new Date(iso)),
    /** The hour of an instant, on the company's clock ("10:30"). */
    time: (iso: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    money: (n: number) => money.format(n),
  };
}
