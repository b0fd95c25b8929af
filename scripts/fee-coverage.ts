/**
 * @module `npm run data:coverage [-- --on YYYY-MM-DD] [--list]`: how many pairs that need a document show a sourced fee
 * (by record set and confidence), how many destinations price every such passport (the Schengen area counted once,
 * as issue #45 counts), and with --list each destination's passports still without a fee. Reads data/ as the seed
 * does; writes nothing.
 */
import { isoDateOf, parseIsoDate, type IsoDate } from "../shared/units/iso-date";
import { feeCoverage, schengenOnce } from "./fees/coverage";
import { buildSeedRows } from "./seed/build";
import { loadSeedSources } from "./seed/load";

async function main() {
  const at = process.argv.indexOf("--on");
  const asked = at >= 0 ? parseIsoDate(process.argv[at + 1] ?? "") : isoDateOf(new Date());
  if (!asked) {
    console.error("usage: npm run data:coverage [-- --on YYYY-MM-DD] [--list]");
    process.exit(2);
  }
  const coverage = feeCoverage(buildSeedRows(await loadSeedSources()), asked as IsoDate);
  const { pairs } = coverage;
  const needing = Object.values(pairs).reduce((a, b) => a + b, 0);
  console.log(
    `${needing} pairs need a document on ${asked}; a sourced headline fee on ${needing - pairs.none} (detailed ${pairs.detailed}, high ${pairs.high}, medium ${pairs.medium}, low ${pairs.low}); no fee on ${pairs.none}.`,
  );
  const destinations = schengenOnce(coverage.destinations);
  const full = destinations.filter((d) => d.unpriced.length === 0);
  const any = destinations.filter((d) => d.unpriced.length < d.needing);
  const most = destinations.filter((d) => d.unpriced.length <= d.needing * 0.2);
  console.log(
    `${destinations.length} destinations need a document for some passport (the Schengen area once): every such passport priced at ${full.length}, at least 80% at ${most.length}, any at ${any.length}.`,
  );
  if (process.argv.includes("--list")) {
    for (const d of destinations.filter((d) => d.unpriced.length > 0).sort((a, b) => a.unpriced.length - b.unpriced.length))
      console.log(
        `${d.code} ${d.name}: ${d.unpriced.length} of ${d.needing} without a fee${d.unpriced.length <= 15 ? ` (${d.unpriced.join(" ")})` : ""}`,
      );
  }
}

await main();
