/**
 * @module `npm run data:agreement [-- --on YYYY-MM-DD]`: lists, for every passport, the fee options the site shows with
 * "Sources disagree" (issue #45), one line per record, and the totals. Reads data/ as the seed does; writes nothing.
 */
import { isoDateOf, parseIsoDate, type IsoDate } from "../shared/units/iso-date";
import { feeFindings, findingLines } from "./fees/agreement";
import { buildSeedRows } from "./seed/build";
import { loadSeedSources } from "./seed/load";

async function main() {
  const at = process.argv.indexOf("--on");
  const asked = at >= 0 ? parseIsoDate(process.argv[at + 1] ?? "") : isoDateOf(new Date());
  if (!asked) {
    console.error("usage: npm run data:agreement [-- --on YYYY-MM-DD]");
    process.exit(2);
  }
  const findings = feeFindings(buildSeedRows(await loadSeedSources()), asked as IsoDate);
  for (const line of findingLines(findings)) console.log(line);
  const pairs = new Set(findings.map((f) => `${f.passport}-${f.destination}`));
  console.log(
    `${findings.length} options disagree with the requirement, on ${pairs.size} pairs, ${new Set(findings.map((f) => f.passport)).size} passports and ${new Set(findings.map((f) => f.destination)).size} destinations (${asked}).`,
  );
}

await main();
