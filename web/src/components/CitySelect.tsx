import { Select, Stack, Text, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGazetteer } from '../lib/gazetteer';

type CitySelectProps = Omit<SelectProps, 'data' | 'filter' | 'searchable'> & {
  /** The country whose places are offered; none offered without one. */
  country: string | null | undefined;
};

/**
 * The one city picker (lead modal, clients filter, sign-up, company settings): every place of
 * the country's gazetteer (ADR 0044), labelled in the UI's language and found by any spelling in
 * either ("جبي", "Jubail", "الجبيل" all offer Al Jubayl). The value is the place's key. A stored
 * value that is no known place (an old import) is offered as it was typed, so the form still
 * shows it.
 */
export function CitySelect({ country, value, ...props }: CitySelectProps) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const g = useGazetteer();

  const { data, regions } = useMemo(() => {
    const places = g && country ? g.places(country) : [];
    const options: ComboboxItem[] = places.map((p) => ({ value: p.key, label: lang === 'ar' ? (p.ar ?? p.key) : p.key }));
    if (value && !places.some((p) => p.key === value)) options.unshift({ value, label: value });
    const regions = new Map(places.map((p) => [p.key, g?.regionName(country!, p.region, lang) ?? null]));
    return { data: options, regions };
  }, [g, country, lang, value]);

  // Matches every spelling the gazetteer knows, best first, instead of the label's letters only.
  const filter: OptionsFilter = ({ options, search }) => {
    if (!g || !country || !search.trim()) return options;
    const byValue = new Map(options.map((o) => ['value' in o ? o.value : '', o]));
    return g
      .searchPlaces(country, search, lang, 100)
      .map((hit) => byValue.get(hit.value))
      .filter((o) => o !== undefined);
  };

  return (
    <Select
      data={data}
      value={value}
      searchable
      filter={filter}
      limit={60}
      nothingFoundMessage={g ? t('city.nothingFound') : t('city.loading')}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {/* A hint to tell same-named places apart; the option's name stays the city's alone. */}
          {regions.get(option.value) && (
            <Text size="xs" c="dimmed" aria-hidden>
              {regions.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      {...props}
    />
  );
}
