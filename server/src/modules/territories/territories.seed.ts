import type { Tx } from '../../db/tenant-tx';
import type { DemoCompany } from '../../seed/demo-company';
import * as repo from './territories.repository';

/** Corners as [latitude, longitude], drawn around the districts the demo's reps work. */
const corners = (points: [number, number][]) => points.map(([latitude, longitude]) => ({ latitude, longitude }));

interface DemoTerritory {
  name: string;
  polygon?: [number, number][];
  cities?: string[];
  reps: string[];
  assignNew: boolean;
}

const TERRITORIES: DemoTerritory[] = [
  {
    name: 'شمال الرياض',
    polygon: [
      [24.86, 46.56],
      [24.86, 46.78],
      [24.72, 46.82],
      [24.7, 46.6],
    ],
    reps: ['sales1@'],
    assignNew: true,
  },
  {
    name: 'Riyadh South',
    polygon: [
      [24.7, 46.6],
      [24.72, 46.82],
      [24.52, 46.86],
      [24.5, 46.62],
    ],
    reps: ['sales1@', 'sales2@'],
    assignNew: true,
  },
  { name: 'Jeddah', cities: ['Jeddah'], reps: ['sales2@'], assignNew: true },
  { name: 'الدمام والخبر', cities: ['Dammam', 'Khobar'], reps: ['sales2@'], assignNew: false },
];

/** Four territories: two drawn halves of Riyadh, Jeddah as a city, Dammam and Khobar as a pair. */
export async function demoRows(tx: Tx, demo: DemoCompany): Promise<void> {
  const byEmail = (prefix: string) => demo.people.find((p) => p.email.startsWith(prefix))!;
  const manager = byEmail('manager@');
  for (const d of TERRITORIES) {
    const id = await repo.insertTerritory(tx, demo.tenantId, manager.id, {
      name: d.name,
      kind: d.polygon ? 'polygon' : 'cities',
      vertices: d.polygon ? corners(d.polygon) : null,
      assignNew: d.assignNew,
    });
    const cities = (d.cities ?? []).map((city) => ({ country: 'SA' as const, city }));
    await repo.replaceMembers(
      tx,
      demo.tenantId,
      id,
      d.reps.map((r) => byEmail(r).id),
      cities,
    );
  }
}
