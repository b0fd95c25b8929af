/**
 * @module The upstream files `npm run data:watch -- --fixtures` and the worker tests serve (issue #35), made from the
 * current version's own tidy CSV by fixed edits, so they stay true to whatever version is current: an update (three
 * pairs, two of them in India's row) and a broken one (three blank cells, Tuvalu gone, 6 % of pairs changed). Pure.
 */

/** The update's pairs and their new values: Thailand and the Philippines for Indians, China for Americans. */
export const UPDATED_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ["IN", "PH", "30"],
  ["IN", "TH", "30"],
  ["US", "CN", "30"],
];

/** The broken file's blank cells, and the country whose every row it drops. */
export const BLANKED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["AF", "AD"],
  ["AF", "AL"],
  ["AF", "DZ"],
];
export const DROPPED_COUNTRY = "TV";

/** The file with each line `P,D,…` passed through `edit` (null drops the line); the header is kept. */
function editRows(csv: string, edit: (passport: string, destination: string, value: string) => string | null): string {
  const [header, ...rows] = csv.replace(/\n$/, "").split("\n");
  const kept = rows.flatMap((line) => {
    const [passport = "", destination = "", value = ""] = line.split(",");
    const next = edit(passport, destination, value);
    return next === null ? [] : [`${passport},${destination},${next}`];
  });
  return `${[header, ...kept].join("\n")}\n`;
}

/** The current file with UPDATED_PAIRS' values (a plausible weekly update). */
export function updatedUpstream(current: string): string {
  const values = new Map(UPDATED_PAIRS.map(([p, d, v]) => [`${p},${d}`, v]));
  return editRows(current, (p, d, value) => values.get(`${p},${d}`) ?? value);
}

/**
 * The update, broken: BLANKED_PAIRS blank, every row naming DROPPED_COUNTRY gone, and every "visa required" of the
 * passports A… to C… turned into "e-visa" (2,526 of 39,601 pairs in the Feb 2026 version: more than 5 %).
 */
export function anomalousUpstream(current: string): string {
  const blank = new Set(BLANKED_PAIRS.map(([p, d]) => `${p},${d}`));
  return editRows(updatedUpstream(current), (p, d, value) => {
    if (p === DROPPED_COUNTRY || d === DROPPED_COUNTRY) return null;
    if (blank.has(`${p},${d}`)) return "";
    return /^[A-C]/.test(p) && value === "visa required" ? "e-visa" : value;
  });
}
