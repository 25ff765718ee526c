import type { Vertex } from '@contract/territory-geometry';

/**
 * The outlines the point-in-polygon tests share (containment.test.ts, bbox-containment.test.ts),
 * the points tried around each, and the reference answer they are checked against.
 */
export const v = (latitude: number, longitude: number): Vertex => ({ latitude, longitude });

/** A "C" around Riyadh: the notch is outside. */
export const RIYADH_C = [
  v(24.9, 46.5),
  v(24.9, 46.9),
  v(24.8, 46.9),
  v(24.8, 46.6),
  v(24.6, 46.6),
  v(24.6, 46.9),
  v(24.5, 46.9),
  v(24.5, 46.5),
];
/** A triangle over Jeddah. */
export const JEDDAH_TRIANGLE = [v(21.3, 39.1), v(21.7, 39.2), v(21.4, 39.35)];

/** A 21 × 21 grid of [longitude, latitude] around a shape, on steps that never land on a side (the border never decides). */
export function gridAround(shape: Vertex[]): [number, number][] {
  const [lats, lons] = [shape.map((p) => p.latitude), shape.map((p) => p.longitude)];
  const [x0, y0] = [Math.min(...lons) - 0.05, Math.min(...lats) - 0.05];
  const [dx, dy] = [(Math.max(...lons) - x0 + 0.05) / 20, (Math.max(...lats) - y0 + 0.05) / 20];
  const out: [number, number][] = [];
  for (let i = 0; i <= 20; i++) for (let j = 0; j <= 20; j++) out.push([x0 + (i + 0.013) * dx, y0 + (j + 0.017) * dy]);
  return out;
}

/** Even-odd ray cast: the answer the database's `polygon @> point` must give. */
export function rayCast(shape: Vertex[], [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = shape.length - 1; i < shape.length; j = i++) {
    const [xi, yi, xj, yj] = [shape[i]!.longitude, shape[i]!.latitude, shape[j]!.longitude, shape[j]!.latitude];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
