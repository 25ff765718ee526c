import { useTranslation } from 'react-i18next';

/** Intl formatters for the current language; `ar` uses Arabic digits and month names. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale: 'en' | 'ar' = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  return {
    locale,
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    date: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime())
        ? ''
        : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
    },
    /** Names one after another, with the language's comma (Intl.ListFormat glues "و" onto Latin words). */
    list: (items: string[]) => items.join(locale === 'ar' ? '، ' : ', '),
    /** Prices are in Saudi riyals (contract/plans.ts). */
    money: (n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }).format(n),
    /** mm:ss, for countdowns; digits follow the language. */
    clock: (seconds: number) => {
      const nf = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
      return `${nf.format(Math.floor(seconds / 60))}:${nf.format(seconds % 60)}`;
    },
  };
}
