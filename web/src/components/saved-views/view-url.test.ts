import { describe, expect, it } from 'vitest';
import type { SavedView } from '@contract/saved-views';
import { currentQuery, matchingView, withView } from './view-url';

const view = (id: string, query: string, mine = true) => ({ id, query, mine }) as SavedView;

describe('a list’s saved views in the address bar', () => {
  it('reads the list’s own keys under its prefix, whatever their order, and nothing else', () => {
    const search = new URLSearchParams('tab=leads&l_sort=-created_at&l_page=4&l_lead_status=new&lead_status=approved&l_q=%20x%20');
    expect(currentQuery('leads', 'l_', search)).toBe('lead_status=new&q=x&sort=-created_at');
    expect(currentQuery('clients', '', search)).toBe('lead_status=approved');
  });

  it('opens a view by replacing the list’s keys and page, keeping the rest and naming the view', () => {
    const search = new URLSearchParams('tab=leads&l_page=3&l_customer_type=Clinic&q=kept');
    const next = withView('leads', 'l_', search, { id: 'v1', query: 'customer_target=VIP&sort=company_name' });
    expect(Object.fromEntries(next)).toEqual({ tab: 'leads', q: 'kept', l_customer_target: 'VIP', l_sort: 'company_name', l_view: 'v1' });
  });

  it('opens a visits view on the current period: its kind kept, the date and page dropped, the list’s tab name replaced', () => {
    const search = new URLSearchParams('view=list&date=2026-10-05&period=3&page=2&status=1&rep=x');
    expect(currentQuery('visits', '', search)).toBe('period=3&status=1');
    const next = withView('visits', '', search, { id: 'v2', query: 'period=2&visit_type=0' });
    expect(Object.fromEntries(next)).toEqual({ rep: 'x', period: '2', visit_type: '0', view: 'v2' });
  });

  it('names the opened view when several match, else the first match, else none', () => {
    const views = [view('a', 'due=overdue'), view('b', 'due=overdue', false), view('c', 'due=week')];
    expect(matchingView(views, 'due=overdue', 'b')?.id).toBe('b');
    expect(matchingView(views, 'due=overdue', 'c')?.id).toBe('a');
    expect(matchingView(views, 'due=today', 'a')).toBeUndefined();
  });
});
