/**
 * Cities the product offered before the gazetteer (contract/src/countries.ts until issue 41),
 * whose English names are stored as keys in existing rows. Each stays the canonical key and
 * Arabic name of its GeoNames place, so those rows stay valid without a migration.
 */
export const keptCities: Record<string, [en: string, ar: string][]> = {
  SA: [
    ['Riyadh', 'الرياض'],
    ['Jeddah', 'جدة'],
    ['Mecca', 'مكة المكرمة'],
    ['Medina', 'المدينة المنورة'],
    ['Dammam', 'الدمام'],
    ['Khobar', 'الخبر'],
    ['Taif', 'الطائف'],
    ['Tabuk', 'تبوك'],
    ['Abha', 'أبها'],
    ['Buraidah', 'بريدة'],
  ],
  AE: [
    ['Abu Dhabi', 'أبوظبي'],
    ['Dubai', 'دبي'],
    ['Sharjah', 'الشارقة'],
    ['Ajman', 'عجمان'],
    ['Al Ain', 'العين'],
    ['Ras Al Khaimah', 'رأس الخيمة'],
    ['Fujairah', 'الفجيرة'],
  ],
  KW: [
    ['Kuwait City', 'مدينة الكويت'],
    ['Hawalli', 'حولي'],
    ['Salmiya', 'السالمية'],
    ['Jahra', 'الجهراء'],
    ['Ahmadi', 'الأحمدي'],
  ],
  QA: [
    ['Doha', 'الدوحة'],
    ['Al Rayyan', 'الريان'],
    ['Al Wakrah', 'الوكرة'],
    ['Al Khor', 'الخور'],
  ],
  BH: [
    ['Manama', 'المنامة'],
    ['Muharraq', 'المحرق'],
    ['Riffa', 'الرفاع'],
    ['Hamad Town', 'مدينة حمد'],
  ],
  OM: [
    ['Muscat', 'مسقط'],
    ['Salalah', 'صلالة'],
    ['Sohar', 'صحار'],
    ['Nizwa', 'نزوى'],
    ['Sur', 'صور'],
  ],
  YE: [
    ["Sana'a", 'صنعاء'],
    ['Aden', 'عدن'],
    ['Taiz', 'تعز'],
    ['Al Hudaydah', 'الحديدة'],
    ['Mukalla', 'المكلا'],
  ],
  IQ: [
    ['Baghdad', 'بغداد'],
    ['Basra', 'البصرة'],
    ['Mosul', 'الموصل'],
    ['Erbil', 'أربيل'],
    ['Najaf', 'النجف'],
    ['Karbala', 'كربلاء'],
  ],
  JO: [
    ['Amman', 'عمّان'],
    ['Zarqa', 'الزرقاء'],
    ['Irbid', 'إربد'],
    ['Aqaba', 'العقبة'],
    ['Salt', 'السلط'],
  ],
  LB: [
    ['Beirut', 'بيروت'],
    ['Tripoli', 'طرابلس'],
    ['Sidon', 'صيدا'],
    ['Tyre', 'صور'],
    ['Zahle', 'زحلة'],
  ],
  SY: [
    ['Damascus', 'دمشق'],
    ['Aleppo', 'حلب'],
    ['Homs', 'حمص'],
    ['Latakia', 'اللاذقية'],
    ['Hama', 'حماة'],
  ],
  PS: [
    ['Jerusalem', 'القدس'],
    ['Ramallah', 'رام الله'],
    ['Gaza', 'غزة'],
    ['Hebron', 'الخليل'],
    ['Nablus', 'نابلس'],
  ],
  EG: [
    ['Cairo', 'القاهرة'],
    ['Alexandria', 'الإسكندرية'],
    ['Giza', 'الجيزة'],
    ['Mansoura', 'المنصورة'],
    ['Tanta', 'طنطا'],
    ['Asyut', 'أسيوط'],
    ['Port Said', 'بورسعيد'],
  ],
  SD: [
    ['Khartoum', 'الخرطوم'],
    ['Omdurman', 'أم درمان'],
    ['Port Sudan', 'بورتسودان'],
    ['Kassala', 'كسلا'],
  ],
  LY: [
    ['Tripoli', 'طرابلس'],
    ['Benghazi', 'بنغازي'],
    ['Misrata', 'مصراتة'],
    ['Sabha', 'سبها'],
  ],
  TN: [
    ['Tunis', 'تونس'],
    ['Sfax', 'صفاقس'],
    ['Sousse', 'سوسة'],
    ['Kairouan', 'القيروان'],
    ['Bizerte', 'بنزرت'],
  ],
  DZ: [
    ['Algiers', 'الجزائر العاصمة'],
    ['Oran', 'وهران'],
    ['Constantine', 'قسنطينة'],
    ['Annaba', 'عنابة'],
    ['Blida', 'البليدة'],
  ],
  MA: [
    ['Casablanca', 'الدار البيضاء'],
    ['Rabat', 'الرباط'],
    ['Marrakesh', 'مراكش'],
    ['Fez', 'فاس'],
    ['Tangier', 'طنجة'],
    ['Agadir', 'أكادير'],
  ],
  MR: [
    ['Nouakchott', 'نواكشوط'],
    ['Nouadhibou', 'نواذيبو'],
    ['Kiffa', 'كيفة'],
  ],
  SO: [
    ['Mogadishu', 'مقديشو'],
    ['Hargeisa', 'هرجيسا'],
    ['Bosaso', 'بوصاصو'],
    ['Kismayo', 'كسمايو'],
  ],
  DJ: [
    ['Djibouti City', 'مدينة جيبوتي'],
    ['Ali Sabieh', 'علي صبيح'],
    ['Tadjourah', 'تاجورة'],
  ],
  KM: [
    ['Moroni', 'موروني'],
    ['Mutsamudu', 'موتسامودو'],
    ['Fomboni', 'فومبوني'],
  ],
};

/**
 * Names people use that GeoNames lacks, by country and canonical key of the place they name
 * (checked by hand, issue 41). Al-Ahsa is the governorate (and common name) around Hofuf and
 * Mubarraz; it is offered as its own entry, placed at Hofuf, because addresses name it.
 */
export const extraAliases: Record<string, Record<string, string[]>> = {
  SA: {
    Mecca: ['Makkah', 'Makka', 'مكه'],
    Medina: ['Madinah', 'Al-Madinah', 'المدينه'],
    Riyadh: ['Riyad', 'Ar Riyad'],
    'Al Hufuf': ['Hofuf', 'Hufuf', 'الهفوف'],
    'Al Jubayl': ['Jubail', 'Al-Jubail', 'الجبيل'],
    "Ha'il": ['Hail', 'Hayil', 'حائل'],
    Jizan: ['Jazan', 'Gizan', 'جازان', 'جيزان'],
    Najran: ['Najran', 'نجران'],
    Yanbu: ['Yanbu al Bahr', 'ينبع البحر'],
  },
};

export const extraPlaces: Record<string, { key: string; ar: string; near: string; aliases: string[] }[]> = {
  SA: [
    { key: 'Al-Ahsa', ar: 'الأحساء', near: 'Al Hufuf', aliases: ['Al Ahsa', 'Al Hasa', 'Al-Hassa', 'Hasa', 'Lahsa', 'الاحساء', 'الحسا'] },
  ],
};

/** Arabic names of first-level divisions that iso3166-2-db lacks and the product's users see most. */
export const extraRegionNames: Record<string, Record<string, string>> = { SA: { '04': 'المنطقة الشرقية' } };
