import type { TestApp } from './build-test-app';

let n = 0;

/** A valid lead-modal body; override what a test is about. */
export function clientBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    kind: 'lead',
    title: 'Dr',
    contact_name: 'Huda Al-Qahtani',
    company_name: `Al Shifa Clinic ${n}`,
    customer_type: 'Clinic',
    customer_target: 'VIP',
    phone: `+966 55 ${String(1_000_000 + n * 7919).slice(-7)}`,
    email: '',
    country: 'SA',
    city: 'Riyadh',
    ...overrides,
  };
}

/** Creates a lead or client through the API and returns its id. */
export async function createClient(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/client/list', { token, body: clientBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}
