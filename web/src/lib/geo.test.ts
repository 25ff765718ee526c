import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from '@contract/geo';

describe('greatCircleMetres', () => {
  it('measures as the server does: nothing to the same point, about 111.3 km a degree of latitude, Riyadh to Jeddah about 846 km', () => {
    expect(greatCircleMetres(24.6901, 46.6851, 24.6901, 46.6851)).toBe(0);
    expect(greatCircleMetres(24, 46, 25, 46)).toBeCloseTo(111_318, -1);
    expect(greatCircleMetres(24.7136, 46.6753, 21.4858, 39.1925) / 1000).toBeCloseTo(846, -1);
    // 200 m north of the demo client: beyond a 150 m geofence, within the default 500 m.
    expect(greatCircleMetres(24.6901, 46.6851, 24.6901 + 200 / 111_318, 46.6851)).toBeCloseTo(200, 0);
  });
});
