/** Issue #46: the watch's readings laid over the bundled figures: the newest publisher's date wins, never an older one. */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import { type WaitReading, withReadings } from "../../../shared/waits/wait-reading";
import { bundledWaitDatasetRows } from "../../../shared/waits/wait-sources";

const { figures } = waitFigureSetSchema.parse(raw);
const mumbai = figures.find((f) => f.id === "us-b1b2-mumbai-next-available");
if (!mumbai?.asOf) throw new Error("the seeded Mumbai figure has a date");

const reading = (asOf: string, days: number): WaitReading => ({
  figureId: mumbai.id,
  asOf: asOf as IsoDate,
  days,
  lessThan: false,
  published: `${days / 30} Months`,
  evidence: `Mumbai (Bombay) | ${days / 30} Months`,
  readOn: "2026-11-30" as IsoDate,
});

describe("withReadings", () => {
  it("lays the newest reading over its figure, read from the publisher (no transcription named)", () => {
    const [shown] = withReadings([mumbai], [reading("2026-10-15", 300), reading("2026-11-20", 270)]);
    expect(shown).toMatchObject({ days: 270, asOf: "2026-11-20", readOn: "2026-11-30", published: "9 Months", readVia: null });
    expect(shown?.sourceUrl).toBe(mumbai.sourceUrl);
  });

  it("keeps the bundled figure when the reading is not newer than it", () => {
    expect(withReadings([mumbai], [reading(mumbai.asOf as string, 30)])).toEqual([mumbai]);
    expect(withReadings([mumbai], [reading("2026-01-01", 30)])).toEqual([mumbai]);
  });

  it("ignores readings of figures it does not have, and leaves the other figures alone", () => {
    const other = figures.find((f) => f.id !== mumbai.id);
    if (!other) throw new Error("more than one figure");
    expect(withReadings([other], [reading("2026-11-20", 270)])).toEqual([other]);
    expect(withReadings([mumbai, other], [{ ...reading("2026-11-20", 270), figureId: "no-such-figure" }])).toEqual([mumbai, other]);
  });
});

describe("bundledWaitDatasetRows", () => {
  it("credits each source, dated by its newest figure, with what the figures were read through", () => {
    const rows = bundledWaitDatasetRows(figures);
    expect(rows.map((r) => [r.id, r.asOn])).toEqual([
      ["waits-us-state", "2026-09-17"],
      ["waits-ircc", "2026-06-24"],
    ]);
    expect(rows[0]?.attribution).toBe(
      "US visa interview waits: U.S. Department of State, Global Visa Wait Times, last updated 17 Sept 2026; read through Charta Visa open data (CC BY 4.0), a monthly transcription of the State Department's table",
    );
    expect(rows[1]?.attribution).toContain("; read through the file's verbatim copy in suhaibmujahid/cic-processing-times");
  });
});
