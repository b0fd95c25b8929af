/**
 * Properties of the planner over random plans (fast-check): a document held never makes any stop harder (nor turns
 * a known answer unknown), and swapping two stays outside the Schengen area changes nothing of the Schengen count.
 * The first is a property of a stop's resolution (stop.ts: entry, concessions, covering visa, transit exemptions).
 * Across a plan, the visas the plan gets also count at its other stops (trip.ts), and a held document can spare one
 * of them: a Schengen residence permit spares the Schengen visa, which Türkiye may accept where it does not accept the
 * permit. That stop then is harder, truly, and the answer says why.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HELD_DOCUMENTS, type HeldDocumentKey } from "../../../shared/concessions/documents";
import { addDays } from "../../../shared/schengen/days";
import { SCHENGEN_STATE_CODES } from "../../../shared/schengen/states";
import { STOP_KINDS, type TripStop } from "../../../shared/trip/plan";
import { evaluateStop } from "../../../shared/trip/stop";
import { planTrip } from "../../../shared/trip/trip";
import { day, INDIA } from "../fixtures/domain";
import { plan, stop, tripFacts } from "./fixtures";

// The fixture's pairs, transit hubs without a pair, a Schengen state with its own airside rule and one without.
const COUNTRIES = ["AE", "GB", "FR", "DE", "MY", "TR", "MX", "US", "JP", "CA", "SA", "QA", "BE", "PT", "IN"];
// Where documents change the answer: held visas of the country, concessions, transit exemptions (several levels at once).
const DOCUMENT_COUNTRIES = ["AE", "GB", "FR", "TR", "MX", "US", "CA", "SG", "KR", "OM", "NZ"];
const KEYS = HELD_DOCUMENTS.map((d) => d.key);

const stopsArbitrary = (countries: readonly string[]) =>
  fc
    .array(
      fc.record({
        country: fc.constantFrom(...countries),
        gap: fc.integer({ min: 0, max: 20 }),
        days: fc.integer({ min: 0, max: 40 }),
        kind: fc.constantFrom(...STOP_KINDS),
      }),
      {
        minLength: 1,
        maxLength: 12,
      },
    )
    .map((rows) => {
      let date = day("2027-01-01");
      return rows.map((r): TripStop => {
        const arriveOn = addDays(date, r.gap);
        date = addDays(arriveOn, r.kind === "stay" ? r.days : Math.min(r.days, 1));
        return stop(r.country, arriveOn, date, r.kind);
      });
    });

describe("planner properties", () => {
  it("never makes a stop harder when a document is added to those held", () => {
    fc.assert(
      fc.property(stopsArbitrary(DOCUMENT_COUNTRIES), fc.subarray(KEYS), fc.constantFrom(...KEYS), (stops, holds, extra) => {
        const more = [...new Set([...holds, extra])];
        const level = (index: number, documents: HeldDocumentKey[]) =>
          evaluateStop({ stops, index, passport: INDIA, documents, held: documents }, tripFacts()).level;
        stops.forEach((_, i) => {
          const was = level(i, holds);
          const now = level(i, more);
          if (was === null) return;
          expect(now).not.toBeNull();
          expect(now as number).toBeLessThanOrEqual(was);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("changes no Schengen count when two stays outside the area swap places", () => {
    const outside = COUNTRIES.filter((c) => !SCHENGEN_STATE_CODES.has(c));
    fc.assert(
      fc.property(
        stopsArbitrary(COUNTRIES),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...outside),
        fc.constantFrom(...outside),
        (stops, a, b, first, second) => {
          // Two stays outside the area (made so at two places), then their countries swapped, the dates staying put.
          const i = a % stops.length;
          const j = b % stops.length;
          if (i === j) return;
          const made = stops.map((s, k) =>
            k === i
              ? { ...s, countryCode: stop(first, s.arriveOn, s.departOn, "stay").countryCode, kind: "stay" as const }
              : k === j
                ? { ...s, countryCode: stop(second, s.arriveOn, s.departOn, "stay").countryCode, kind: "stay" as const }
                : s,
          );
          const swapped = made.map((s, k) =>
            k === i
              ? { ...s, countryCode: made[j]?.countryCode ?? s.countryCode }
              : k === j
                ? { ...s, countryCode: made[i]?.countryCode ?? s.countryCode }
                : s,
          );
          const schengen = (list: readonly TripStop[]) => planTrip(plan(list), tripFacts()).passports[0]?.schengen ?? null;
          expect(schengen(swapped)).toEqual(schengen(made));
        },
      ),
    );
  });
});
