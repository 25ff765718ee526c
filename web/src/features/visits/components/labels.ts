import { useTranslation } from 'react-i18next';

type Group = 'types' | 'statuses' | 'priorities' | 'reasons' | 'payments';

/** The visit's numbered values in words (`types.2` → "Collection"). */
export function useVisitLabels() {
  const { t, i18n } = useTranslation('visits');
  const label = (group: Group, n: number) => String(t(`${group}.${n}` as 'types.0', { defaultValue: String(n) }));
  const options = (group: Group, values: readonly number[]) => values.map((v) => ({ value: String(v), label: label(group, v) }));
  /** A distance as a person reads it: metres up to a kilometre, then kilometres. */
  const distance = (metres: number) => {
    const nf = (n: number, digits: number) =>
      new Intl.NumberFormat(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en', { maximumFractionDigits: digits }).format(n);
    return metres < 1000 ? t('units.m', { n: nf(Math.round(metres), 0) }) : t('units.km', { n: nf(metres / 1000, 1) });
  };
  return { label, options, distance };
}

// The company clock is shared with other features (the dashboard) and lives in lib/; visits
// components keep importing it from here.
export { useCompanyClock } from '../../../lib/company-clock';
