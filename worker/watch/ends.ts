/**
 * @module The ends check's input read from D1 (issue #35): rules with a last day (corrections, fees), concessions with
 * one and the announcements, turned into the day's flags by shared/watch/ends.ts. The daily run raises them; GET
 * /ops/data lists the rules among them on any day, with the flag each has once raised (issue #43).
 */
import { documentName } from "../../shared/concessions/documents";
import { datedRules } from "../../shared/history/dated-rules";
import type { IsoDate } from "../../shared/units/iso-date";
import { type ComingEnd, comingEnds, type EndFlag, endFlags } from "../../shared/watch/ends";
import type { Db } from "../db/client";
import { listCountries } from "../db/queries/countries";
import { loadDatedRules } from "../db/queries/dated-rules";
import { listDatedConcessions, listFlagsByDedupeKey } from "../db/queries/watch";

/** The ends check's flags for `today`, soonest first: rules and concessions ending within 60 days, stale announcements. */
export async function loadEndFlags(db: Db, today: IsoDate): Promise<EndFlag[]> {
  const [rules, countries, concessions] = await Promise.all([loadDatedRules(db), listCountries(db), listDatedConcessions(db)]);
  const names = new Map<string, string>(countries.map((c) => [c.code, c.name]));
  const name = (code: string) => names.get(code) ?? code;
  return endFlags({
    coming: datedRules({ ...rules, today, name }).coming,
    concessions: concessions.flatMap((c) =>
      c.validUntilOn
        ? [
            {
              id: String(c.position),
              destinationName: name(c.destination),
              documentName: documentName(c.document),
              validUntilOn: c.validUntilOn,
              sourceUrl: c.sourceUrl,
            },
          ]
        : [],
    ),
    announced: rules.announced,
    today,
  });
}

/** A coming end with its rule-ending flag: null until the daily run has raised it, else its id and acknowledgement. */
export type ComingEndWithFlag = ComingEnd & { flag: { id: string; ackedAt: string | null } | null };

/** The rules ending within 60 days of `today`, soonest first, computed now (no flag row needed), each with its flag if raised. */
export async function loadComingEnds(db: Db, today: IsoDate): Promise<ComingEndWithFlag[]> {
  const ends = comingEnds(await loadEndFlags(db, today), today);
  const flags = await listFlagsByDedupeKey(
    db,
    ends.map((e) => e.key),
  );
  return ends.map((e) => ({ ...e, flag: flags.get(e.key) ?? null }));
}
