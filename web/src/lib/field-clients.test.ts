import { describe, expect, it } from 'vitest';
import type { FieldClient } from '@contract/client-field';
import { searchFieldClients } from './field-clients';

const row = (company_name: string, city: string): FieldClient => ({
  id: crypto.randomUUID(),
  kind: 'client',
  company_name,
  contact_name: 'Contact',
  city,
  phone: '+966500000000',
  latitude: null,
  longitude: null,
  last_visit_at: null,
});
const rows = [row('صيدلية النور', 'Al Jubayl'), row('Jubail Trading', 'Riyadh'), row('مستشفى الأمل', 'Riyadh')];
const names = (typed: string) => searchFieldClients(rows, typed, 10).map((c) => c.company_name);

describe('searchFieldClients', () => {
  // The gazetteer is module state shared by the worker's files, so both cases run with it loaded.
  it('matches the words of names and a city by its stored key', async () => {
    await import('@contract/gazetteer-data');
    expect(names('jubayl')).toEqual(['صيدلية النور']);
    expect(names('الامل')).toEqual(['مستشفى الأمل']);
  });

  it('finds a city by any of its names once the gazetteer has loaded, beside the words of names', async () => {
    await import('@contract/gazetteer-data');
    expect(names('الجبيل')).toEqual(['صيدلية النور']);
    expect(names('jubail')).toEqual(['صيدلية النور', 'Jubail Trading']);
    expect(names('صيدلية الجبيل')).toEqual(['صيدلية النور']);
    expect(names('مستشفى الجبيل')).toEqual([]);
  });
});
