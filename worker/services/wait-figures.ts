/**
 * @module The waits every surface reads (issue #46): the bundled file (data/waits/waits.json, parsed through its strict
 * schema once per isolate, on first use) with the watch's newest readings from D1 laid over it
 * (shared/waits/wait-reading.ts), read once per request handle.
 */
import raw from "../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../shared/schemas/waits";
import type { WaitFigure, WaitFigureSet } from "../../shared/waits/wait-figure";
import { withReadings } from "../../shared/waits/wait-reading";
import type { Db } from "../db/client";
import { listLatestWaitReadings } from "../db/queries/waits";

let bundled: WaitFigureSet | null = null;

/**
 * The bundled figures, parsed on first call and kept for the isolate.
 * @throws ZodError when the bundled file does not match the schema (a data error: fixed by a deploy).
 */
export function bundledWaits(): WaitFigureSet {
  bundled ??= waitFigureSetSchema.parse(raw);
  return bundled;
}

const ofHandle = new WeakMap<Db, Promise<WaitFigure[]>>();

/** Every figure as the site shows it today: bundled, with the watch's newer readings (one D1 read per request). */
export function loadWaitFigures(db: Db): Promise<WaitFigure[]> {
  let figures = ofHandle.get(db);
  if (!figures) {
    figures = listLatestWaitReadings(db).then((readings) => withReadings(bundledWaits().figures, readings));
    ofHandle.set(db, figures);
  }
  return figures;
}
