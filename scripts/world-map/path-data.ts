/** @module Compact SVG path data for the projected rings: absolute moves, relative steps, the grid's precision. */
/** A planar point [x, y]. */
export type Point = [number, number];

/** SVG path data for grid-unit rings: an absolute `M` per ring, relative `l` steps, `z`. */
export function pathData(rings: readonly Point[][], grid: number): string {
  const fmt = (n: number) => formatNumber(n * grid, grid);
  return rings
    .map((ring) => {
      const [start, ...rest] = ring as [Point, ...Point[]];
      const steps: string[] = [];
      let [px, py] = start;
      for (const [x, y] of rest) {
        steps.push(fmt(x - px), fmt(y - py));
        px = x;
        py = y;
      }
      return `M${joinNumbers([fmt(start[0]), fmt(start[1])])}l${joinNumbers(steps)}z`;
    })
    .join("");
}

/** Shortest decimal text of `value` at the grid's precision: 0.5 → ".5", -0.5 → "-.5", 2.0 → "2". */
function formatNumber(value: number, grid: number): string {
  const decimals = decimalsOf(grid);
  let text = value.toFixed(decimals);
  if (decimals > 0) text = text.replace(/\.?0+$/, "");
  if (text === "-0" || text === "") text = "0";
  return text.replace(/^(-?)0\./, "$1.");
}

/** Decimal places a grid step needs: 1 → 0, 0.1 → 1, 0.25 → 2. */
export function decimalsOf(grid: number): number {
  let decimals = 0;
  while (decimals < 6 && Math.abs(Math.round(grid * 10 ** decimals) - grid * 10 ** decimals) > 1e-9) decimals++;
  return decimals;
}

/** Numbers separated by a space, except before a minus sign, which already separates them. */
function joinNumbers(numbers: readonly string[]): string {
  return numbers.reduce((out, n, i) => (i === 0 || n.startsWith("-") ? out + n : `${out} ${n}`), "");
}
