/**
 * The 22 Arab League members (ISO 3166-1 alpha-2) with their main cities, in English and
 * Arabic. Sign-up stores the country code and the city's English name as its key.
 */
export interface City {
  en: string;
  ar: string;
}
export interface Country {
  code: string;
  en: string;
  ar: string;
  cities: City[];
}

const c = (en: string, ar: string): City => ({ en, ar });

export const countries: Country[] = [
  {
    code: 'SA',
    en: 'Saudi Arabia',
    ar: 'السعودية',
    cities: [
      c('Riyadh', 'الرياض'),
      c('Jeddah', 'جدة'),
      c('Mecca', 'مكة المكرمة'),
      c('Medina', 'المدينة المنورة'),
      c('Dammam', 'الدمام'),
      c('Khobar', 'الخبر'),
      c('Taif', 'الطائف'),
      c('Tabuk', 'تبوك'),
      c('Abha', 'أبها'),
      c('Buraidah', 'بريدة'),
    ],
  },
  {
    code: 'AE',
    en: 'United Arab Emirates',
    ar: 'الإمارات',
    cities: [
      c('Abu Dhabi', 'أبوظبي'),
      c('Dubai', 'دبي'),
      c('Sharjah', 'الشارقة'),
      c('Ajman', 'عجمان'),
      c('Al Ain', 'العين'),
      c('Ras Al Khaimah', 'رأس الخيمة'),
      c('Fujairah', 'الفجيرة'),
    ],
  },
  {
    code: 'KW',
    en: 'Kuwait',
    ar: 'الكويت',
    cities: [
      c('Kuwait City', 'مدينة الكويت'),
      c('Hawalli', 'حولي'),
      c('Salmiya', 'السالمية'),
      c('Jahra', 'الجهراء'),
      c('Ahmadi', 'الأحمدي'),
    ],
  },
  {
    code: 'QA',
    en: 'Qatar',
    ar: 'قطر',
    cities: [c('Doha', 'الدوحة'), c('Al Rayyan', 'الريان'), c('Al Wakrah', 'الوكرة'), c('Al Khor', 'الخور')],
  },
  {
    code: 'BH',
    en: 'Bahrain',
    ar: 'البحرين',
    cities: [c('Manama', 'المنامة'), c('Muharraq', 'المحرق'), c('Riffa', 'الرفاع'), c('Hamad Town', 'مدينة حمد')],
  },
  {
    code: 'OM',
    en: 'Oman',
    ar: 'عُمان',
    cities: [c('Muscat', 'مسقط'), c('Salalah', 'صلالة'), c('Sohar', 'صحار'), c('Nizwa', 'نزوى'), c('Sur', 'صور')],
  },
  {
    code: 'YE',
    en: 'Yemen',
    ar: 'اليمن',
    cities: [c("Sana'a", 'صنعاء'), c('Aden', 'عدن'), c('Taiz', 'تعز'), c('Al Hudaydah', 'الحديدة'), c('Mukalla', 'المكلا')],
  },
  {
    code: 'IQ',
    en: 'Iraq',
    ar: 'العراق',
    cities: [
      c('Baghdad', 'بغداد'),
      c('Basra', 'البصرة'),
      c('Mosul', 'الموصل'),
      c('Erbil', 'أربيل'),
      c('Najaf', 'النجف'),
      c('Karbala', 'كربلاء'),
    ],
  },
  {
    code: 'JO',
    en: 'Jordan',
    ar: 'الأردن',
    cities: [c('Amman', 'عمّان'), c('Zarqa', 'الزرقاء'), c('Irbid', 'إربد'), c('Aqaba', 'العقبة'), c('Salt', 'السلط')],
  },
  {
    code: 'LB',
    en: 'Lebanon',
    ar: 'لبنان',
    cities: [c('Beirut', 'بيروت'), c('Tripoli', 'طرابلس'), c('Sidon', 'صيدا'), c('Tyre', 'صور'), c('Zahle', 'زحلة')],
  },
  {
    code: 'SY',
    en: 'Syria',
    ar: 'سوريا',
    cities: [c('Damascus', 'دمشق'), c('Aleppo', 'حلب'), c('Homs', 'حمص'), c('Latakia', 'اللاذقية'), c('Hama', 'حماة')],
  },
  {
    code: 'PS',
    en: 'Palestine',
    ar: 'فلسطين',
    cities: [c('Jerusalem', 'القدس'), c('Ramallah', 'رام الله'), c('Gaza', 'غزة'), c('Hebron', 'الخليل'), c('Nablus', 'نابلس')],
  },
  {
    code: 'EG',
    en: 'Egypt',
    ar: 'مصر',
    cities: [
      c('Cairo', 'القاهرة'),
      c('Alexandria', 'الإسكندرية'),
      c('Giza', 'الجيزة'),
      c('Mansoura', 'المنصورة'),
      c('Tanta', 'طنطا'),
      c('Asyut', 'أسيوط'),
      c('Port Said', 'بورسعيد'),
    ],
  },
  {
    code: 'SD',
    en: 'Sudan',
    ar: 'السودان',
    cities: [c('Khartoum', 'الخرطوم'), c('Omdurman', 'أم درمان'), c('Port Sudan', 'بورتسودان'), c('Kassala', 'كسلا')],
  },
  {
    code: 'LY',
    en: 'Libya',
    ar: 'ليبيا',
    cities: [c('Tripoli', 'طرابلس'), c('Benghazi', 'بنغازي'), c('Misrata', 'مصراتة'), c('Sabha', 'سبها')],
  },
  {
    code: 'TN',
    en: 'Tunisia',
    ar: 'تونس',
    cities: [c('Tunis', 'تونس'), c('Sfax', 'صفاقس'), c('Sousse', 'سوسة'), c('Kairouan', 'القيروان'), c('Bizerte', 'بنزرت')],
  },
  {
    code: 'DZ',
    en: 'Algeria',
    ar: 'الجزائر',
    cities: [c('Algiers', 'الجزائر العاصمة'), c('Oran', 'وهران'), c('Constantine', 'قسنطينة'), c('Annaba', 'عنابة'), c('Blida', 'البليدة')],
  },
  {
    code: 'MA',
    en: 'Morocco',
    ar: 'المغرب',
    cities: [
      c('Casablanca', 'الدار البيضاء'),
      c('Rabat', 'الرباط'),
      c('Marrakesh', 'مراكش'),
      c('Fez', 'فاس'),
      c('Tangier', 'طنجة'),
      c('Agadir', 'أكادير'),
    ],
  },
  { code: 'MR', en: 'Mauritania', ar: 'موريتانيا', cities: [c('Nouakchott', 'نواكشوط'), c('Nouadhibou', 'نواذيبو'), c('Kiffa', 'كيفة')] },
  {
    code: 'SO',
    en: 'Somalia',
    ar: 'الصومال',
    cities: [c('Mogadishu', 'مقديشو'), c('Hargeisa', 'هرجيسا'), c('Bosaso', 'بوصاصو'), c('Kismayo', 'كسمايو')],
  },
  {
    code: 'DJ',
    en: 'Djibouti',
    ar: 'جيبوتي',
    cities: [c('Djibouti City', 'مدينة جيبوتي'), c('Ali Sabieh', 'علي صبيح'), c('Tadjourah', 'تاجورة')],
  },
  { code: 'KM', en: 'Comoros', ar: 'جزر القمر', cities: [c('Moroni', 'موروني'), c('Mutsamudu', 'موتسامودو'), c('Fomboni', 'فومبوني')] },
];

export const countryCodes = countries.map((x) => x.code) as [string, ...string[]];

export function isCityOf(countryCode: string, city: string): boolean {
  return countries.some((x) => x.code === countryCode && x.cities.some((y) => y.en === city));
}
