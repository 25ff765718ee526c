import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer-data';
import { countries } from './countries';
import { isCityOf, placeName } from './gazetteer';

const find = (typed: string, country = 'SA') => gazetteer.findPlace(country, typed);

describe('the gazetteer', () => {
  it('maps a city typed in either language or spelling to one key', () => {
    for (const typed of ['الرياض', 'Riyadh', 'riyadh ', 'Ar-Riyad', 'الرّياض', 'رياض']) expect(find(typed)).toBe('Riyadh');
    for (const typed of ['Jubail', 'الجبيل', 'Al Jubayl', 'al-jubail', 'جبيل']) expect(find(typed)).toBe('Al Jubayl');
    expect(find('الأحساء')).toBe('Al-Ahsa');
    expect(find('الاحساء')).toBe('Al-Ahsa');
    expect(find('Al Ahsa')).toBe('Al-Ahsa');
    expect(find('Hail')).toBe("Ha'il");
    expect(find('حائل')).toBe("Ha'il");
    expect(find('Jazan')).toBe('Jizan');
    expect(find('جازان')).toBe('Jizan');
    expect(find('Najran')).toBe('Najran');
    expect(find('ينبع')).toBe('Yanbu');
    expect(find('Makkah')).toBe('Mecca');
    expect(find('مكه')).toBe('Mecca');
  });

  it('finds nothing for a name of no place, or of a place in another country', () => {
    expect(find('Atlantis')).toBeNull();
    expect(find('')).toBeNull();
    expect(find('Dubai')).toBeNull();
    expect(find('Dubai', 'AE')).toBe('Dubai');
    expect(find('Riyadh', 'XX')).toBeNull();
  });

  it('keeps every city the product offered before as a key, with its Arabic name', () => {
    const kept: [string, string, string][] = [
      ['SA', 'Mecca', 'مكة المكرمة'],
      ['SA', 'Medina', 'المدينة المنورة'],
      ['SA', 'Taif', 'الطائف'],
      ['SA', 'Khobar', 'الخبر'],
      ['DJ', 'Djibouti City', 'مدينة جيبوتي'],
      ['KW', 'Salmiya', 'السالمية'],
      ['YE', "Sana'a", 'صنعاء'],
      ['PS', 'Jerusalem', 'القدس'],
    ];
    for (const [country, key, ar] of kept) {
      expect(gazetteer.place(country, key)?.ar).toBe(ar);
      expect(gazetteer.findPlace(country, ar)).toBe(key);
    }
  });

  it('has places in each of the 22 countries, names in both languages', () => {
    for (const c of countries) expect(gazetteer.places(c.code).length, c.code).toBeGreaterThan(9);
    expect(gazetteer.placeName('SA', 'Al Jubayl', 'ar')).toBe('الجبيل');
    expect(gazetteer.placeName('SA', 'Al Jubayl', 'en')).toBe('Al Jubayl');
    // A stored value that is no known place shows as it was typed.
    expect(gazetteer.placeName('SA', 'Somewhere', 'ar')).toBe('Somewhere');
    expect(gazetteer.regionName('SA', '04', 'ar')).toBe('المنطقة الشرقية');
  });

  it('searches in both languages as someone types, biggest places first', () => {
    const labels = (q: string, lang: 'en' | 'ar') => gazetteer.searchPlaces('SA', q, lang, 10).map((o) => o.label);
    expect(labels('الجب', 'ar')).toContain('الجبيل');
    expect(labels('جبي', 'ar')[0]).toBe('الجبيل');
    expect(labels('Jub', 'en')[0]).toBe('Al Jubayl');
    expect(labels('الجبيل', 'en')[0]).toBe('Al Jubayl');
    expect(labels('', 'en').slice(0, 2)).toEqual(['Jeddah', 'Riyadh']);
    expect(gazetteer.searchPlaces('SA', 'Jubail', 'ar', 1)[0]).toMatchObject({ value: 'Al Jubayl', region: 'المنطقة الشرقية' });
  });

  it('keys are unique in a country and fit the city column', () => {
    for (const c of countries) {
      const keys = gazetteer.places(c.code).map((p) => p.key);
      expect(new Set(keys).size, c.code).toBe(keys.length);
      expect(keys.every((k) => k.length <= 80)).toBe(true);
    }
  });

  it('validates with the loaded data', () => {
    expect(isCityOf('SA', 'Al Jubayl')).toBe(true);
    expect(isCityOf('SA', 'Jubail')).toBe(false);
    expect(placeName('SA', 'Riyadh', 'ar')).toBe('الرياض');
  });
});
