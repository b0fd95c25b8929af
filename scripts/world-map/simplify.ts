/**
 * @module Douglas–Peucker simplification of a TopoJSON's shared arcs, in degrees, before projection: borders are
 * simplified once, so neighbours still meet exactly.
 */
import type { Topology } from "topojson-specification";

/** A planar point [x, y]. */
export type Point = [number, number];

/** A copy of the topology with absolute, Douglas–Peucker-simplified arcs (`tolerance` in degrees, endpoints kept). */
export function simplifyTopology(topology: Topology, tolerance: number): Topology {
  const t = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const absolute = arc.map((p): Point => {
      const [px = 0, py = 0] = p;
      if (!t) return [px, py];
      x += px;
      y += py;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]];
    });
    return douglasPeucker(absolute, tolerance);
  });
  const { transform: _delta, ...rest } = topology;
  return { ...rest, arcs };
}

function douglasPeucker(points: readonly Point[], tolerance: number): Point[] {
  const n = points.length;
  if (n <= 2) return [...points];
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const first = points[0] as Point;
  const last = points[n - 1] as Point;
  const stack: [number, number][] = [];
  if (first[0] === last[0] && first[1] === last[1]) {
    // A closed arc (an island): split it at the point farthest from its start, or the chord would be empty.
    let far = 1;
    for (let i = 1; i < n - 1; i++) if (distance2(points[i] as Point, first) > distance2(points[far] as Point, first)) far = i;
    keep[far] = 1;
    stack.push([0, far], [far, n - 1]);
  } else {
    stack.push([0, n - 1]);
  }
  const tolerance2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    let worst = -1;
    let worstD2 = tolerance2;
    for (let i = a + 1; i < b; i++) {
      const d2 = segmentDistance2(points[i] as Point, points[a] as Point, points[b] as Point);
      if (d2 > worstD2) {
        worst = i;
        worstD2 = d2;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function distance2(p: Point, q: Point): number {
  return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
}

function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return distance2(p, a);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return distance2(p, [a[0] + t * dx, a[1] + t * dy]);
}
