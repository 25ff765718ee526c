/**
 * Plane geometry of a territory's outline (issue 43), shared by the server (validation) and the
 * web (the drawing tool says what is wrong before sending). Coordinates are treated as a
 * longitude/latitude plane, as PostgreSQL's `polygon` type does: territories are city-sized,
 * where the plane and the sphere agree to well within a street.
 */
export interface Vertex {
  latitude: number;
  longitude: number;
}

type P = [number, number];

const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

const onSegment = (p: P, q: P, r: P) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);

/** Whether segments ab and cd share any point (touching counts). */
function segmentsMeet(a: P, b: P, c: P, d: P): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, a, d)) ||
    (d2 === 0 && onSegment(c, b, d)) ||
    (d3 === 0 && onSegment(a, c, b)) ||
    (d4 === 0 && onSegment(a, d, b))
  );
}

/**
 * What is wrong with an outline, or null: a repeated corner, a side crossing another, or no
 * area at all. The closing side (last corner back to the first) is implied. O(n²) side pairs:
 * 125,000 at the 500-corner limit, a few milliseconds.
 */
export function outlineProblem(vertices: readonly Vertex[]): 'repeated_corner' | 'self_intersecting' | 'no_area' | null {
  const pts: P[] = vertices.map((v) => [v.longitude, v.latitude]);
  const n = pts.length;
  const seen = new Set(pts.map((p) => `${p[0]},${p[1]}`));
  if (seen.size !== n) return 'repeated_corner';
  for (let i = 0; i < n; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      // Neighbouring sides share a corner by construction; only other pairs may not meet.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(a, b, pts[j]!, pts[(j + 1) % n]!)) return 'self_intersecting';
    }
  }
  return Math.abs(signedArea(vertices)) < 1e-12 ? 'no_area' : null;
}

/** Twice the signed area in degree² (shoelace): zero when every corner is on one line. */
export function signedArea(vertices: readonly Vertex[]): number {
  let sum = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i]!;
    const b = vertices[(i + 1) % vertices.length]!;
    sum += a.longitude * b.latitude - b.longitude * a.latitude;
  }
  return sum;
}
