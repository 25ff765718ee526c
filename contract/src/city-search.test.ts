import { describe, expect, it } from 'vitest';
import { cityInSearch } from './city-search';
import { gazetteer } from './gazetteer-data';

describe('cityInSearch', () => {
  it('finds the longest run of words that names a place, in either language, with the other words left', () => {
    expect(cityInSearch(gazetteer, 'الجبيل')).toMatchObject({ keys: expect.arrayContaining(['Al Jubayl']), rest: '' });
    expect(cityInSearch(gazetteer, 'صيدلية الجبيل')).toMatchObject({ keys: expect.arrayContaining(['Al Jubayl']), rest: 'صيدلية' });
    expect(cityInSearch(gazetteer, 'Khamis Mushait clinic')?.rest).toBe('clinic');
  });

  it('never reads digits or a bare article as a city', () => {
    expect(cityInSearch(gazetteer, '0502114410')).toBeNull();
    expect(cityInSearch(gazetteer, 'ال')).toBeNull();
    expect(cityInSearch(gazetteer, '')).toBeNull();
    expect(cityInSearch(gazetteer, undefined)).toBeNull();
  });
});
