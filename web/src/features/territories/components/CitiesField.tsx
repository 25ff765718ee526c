import { useMemo } from 'react';
import { MultiSelect, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGazetteer } from '../../../lib/gazetteer';

interface CitiesFieldProps {
  country: string;
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
}

/** The cities of a city-set territory: the gazetteer's places of the company's country, any spelling found. */
export function CitiesField({ country, value, onChange, error }: CitiesFieldProps) {
  const { t, i18n } = useTranslation('territories');
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const g = useGazetteer();
  const data = useMemo(
    () => (g ? g.places(country).map((p) => ({ value: p.key, label: lang === 'ar' ? (p.ar ?? p.key) : p.key })) : []),
    [g, country, lang],
  );
  const filter: OptionsFilter = ({ options, search }) => {
    if (!g || !search.trim()) return options;
    const byValue = new Map(options.map((o) => ['value' in o ? o.value : '', o]));
    return g
      .searchPlaces(country, search, lang, 60)
      .map((hit) => byValue.get(hit.value))
      .filter((o) => o !== undefined);
  };
  return (
    <MultiSelect
      label={t('form.cities')}
      description={t('form.citiesHint')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      filter={filter}
      limit={60}
      nothingFoundMessage={g ? t('form.noCity') : t('form.loadingCities')}
      error={error}
      data-testid="territory-cities"
    />
  );
}
