/**
 * The 22 Arab League members (ISO 3166-1 alpha-2), in English and Arabic. Their cities are in
 * the gazetteer (gazetteer.ts, ADR 0044); a stored city is the gazetteer's canonical key.
 */
export interface Country {
  code: string;
  en: string;
  ar: string;
}

export const countries: Country[] = [
  { code: 'SA', en: 'Saudi Arabia', ar: 'السعودية' },
  { code: 'AE', en: 'United Arab Emirates', ar: 'الإمارات' },
  { code: 'KW', en: 'Kuwait', ar: 'الكويت' },
  { code: 'QA', en: 'Qatar', ar: 'قطر' },
  { code: 'BH', en: 'Bahrain', ar: 'البحرين' },
  { code: 'OM', en: 'Oman', ar: 'عُمان' },
  { code: 'YE', en: 'Yemen', ar: 'اليمن' },
  { code: 'IQ', en: 'Iraq', ar: 'العراق' },
  { code: 'JO', en: 'Jordan', ar: 'الأردن' },
  { code: 'LB', en: 'Lebanon', ar: 'لبنان' },
  { code: 'SY', en: 'Syria', ar: 'سوريا' },
  { code: 'PS', en: 'Palestine', ar: 'فلسطين' },
  { code: 'EG', en: 'Egypt', ar: 'مصر' },
  { code: 'SD', en: 'Sudan', ar: 'السودان' },
  { code: 'LY', en: 'Libya', ar: 'ليبيا' },
  { code: 'TN', en: 'Tunisia', ar: 'تونس' },
  { code: 'DZ', en: 'Algeria', ar: 'الجزائر' },
  { code: 'MA', en: 'Morocco', ar: 'المغرب' },
  { code: 'MR', en: 'Mauritania', ar: 'موريتانيا' },
  { code: 'SO', en: 'Somalia', ar: 'الصومال' },
  { code: 'DJ', en: 'Djibouti', ar: 'جيبوتي' },
  { code: 'KM', en: 'Comoros', ar: 'جزر القمر' },
];

export const countryCodes = countries.map((x) => x.code) as [string, ...string[]];
