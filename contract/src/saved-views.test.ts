import { describe, expect, it } from 'vitest';
import { normalizeViewQuery, viewKeys, viewPlaceKeys, viewQueryProblem } from './saved-views';

const client = '0b5f8a52-8d7e-4c9a-9d0e-3c1f2b4a5e6f';

describe('a view of the visits list (ADR 0050)', () => {
  it('holds the URL’s keys: the period’s kind and the filters, not its date, search or sort', () => {
    expect(viewKeys('visits').sort()).toEqual(['assigned_to', 'client_id', 'is_false', 'period', 'status', 'visit_type']);
    expect(viewPlaceKeys('visits')).toEqual(['page', 'page_size', 'date']);
  });

  it('spells a query one way: the day (the default period) as no period, the date dropped', () => {
    expect(normalizeViewQuery('visits', `?status=1&date=2026-11-02&period=2&client_id=${client}&page=3`)).toBe(
      `client_id=${client}&period=2&status=1`,
    );
    expect(normalizeViewQuery('visits', 'period=1&visit_type=0')).toBe('visit_type=0');
    expect(normalizeViewQuery('visits', 'period=0')).toBe('period=0');
    expect(normalizeViewQuery('visits', 'period=9&is_false=true')).toBe('is_false=true');
  });

  it('refuses the endpoint’s own names and values the list refuses; a date is a place, not a filter', () => {
    expect(viewQueryProblem('visits', 'period=2&date=2026-11-02&page=2')).toBeNull();
    expect(viewQueryProblem('visits', 'filter_type=2')).toBe('This list has no filter "filter_type"');
    expect(viewQueryProblem('visits', 'selected_date=2026-11-02')).toBe('This list has no filter "selected_date"');
    expect(viewQueryProblem('visits', 'q=shifa')).toBe('This list has no filter "q"');
    expect(viewQueryProblem('visits', 'period=7')).toBe('"7" is not a value of "period"');
  });

  it('leaves the other lists’ keys as they were', () => {
    expect(viewKeys('clients')).toEqual(['q', 'sort', 'customer_type', 'customer_target', 'city', 'assigned_to', 'lead_status']);
    expect(normalizeViewQuery('tasks', 'page=2&status=0&sort=due_date&q=x')).toBe('q=x&sort=due_date&status=0');
  });
});
