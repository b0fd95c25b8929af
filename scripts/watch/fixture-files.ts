/**
 * @module The fixture run's files (issue #35): the recorded pages of tests/worker/fixtures/watch/ and the upstream versions
 * made from the current version's tidy CSV (the one data/passport-index/versions.json names current, the one the
 * fixture D1 is seeded with), and the wait sources' weeks made from their recorded page and file (issue #46).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DATA_DIR, DEFAULT_VERSIONS_MANIFEST, manifestFilePath } from "../seed/load";
import type { FixtureFiles } from "./fixture-answers";
import { anomalousUpstream, updatedUpstream } from "./upstream-variants";
import { irccFixtureFiles, stateFixturePages } from "./wait-variants";
import { waitFigureSetSchema } from "../../shared/schemas/waits";
import { figuresOfSource, STATE_WAIT_SOURCE } from "../../shared/waits/wait-sources";

const RECORDED = fileURLToPath(new URL("../../tests/worker/fixtures/watch/", import.meta.url));

/** Reads the recorded pages and the current version, and makes the upstream update and broken file from it. */
export async function loadFixtureFiles(): Promise<FixtureFiles> {
  const recorded = (name: string) => readFile(path.join(RECORDED, name), "utf8");
  const manifest = JSON.parse(await readFile(DEFAULT_VERSIONS_MANIFEST, "utf8")) as { current: string; versions: { asOn: string; file: string }[] };
  const file = manifest.versions.find((v) => v.asOn === manifest.current)?.file;
  if (!file) throw new Error(`${DEFAULT_VERSIONS_MANIFEST}: no file for the current version ${manifest.current}`);
  const current = await readFile(manifestFilePath(file, DEFAULT_DATA_DIR, DEFAULT_VERSIONS_MANIFEST), "utf8");
  return {
    feePage: await recorded("fee-page.html"),
    feePageNewFee: await recorded("fee-page-new-fee.html"),
    feePageNewDate: await recorded("fee-page-new-date.html"),
    pdf: await recorded("fees.pdf"),
    upstream: { current, updated: updatedUpstream(current), anomalous: anomalousUpstream(current) },
    waits: await loadWaitFixtures(recorded),
  };
}

/** The wait sources' weeks, from the recorded page and file and the bundled figures (data/waits/waits.json). */
async function loadWaitFixtures(recorded: (name: string) => Promise<string>) {
  const bundled = waitFigureSetSchema.parse(JSON.parse(await readFile(new URL("../../data/waits/waits.json", import.meta.url), "utf8")));
  return {
    state: stateFixturePages(await recorded("state-wait-times.html"), figuresOfSource(bundled.figures, STATE_WAIT_SOURCE)),
    ircc: irccFixtureFiles(await recorded("ircc-data-ptime-en.json")),
  };
}
