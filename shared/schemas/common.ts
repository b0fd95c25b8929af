/** @module zod schemas shared by procedures of every domain. */
import * as z from "zod";
import { type IsoDate, parseIsoDate } from "../units/iso-date";

/** Input of procedures that take none: anything a client sends is rejected rather than ignored. */
export const noInputSchema = z.undefined({ error: "This procedure takes no input." });

/** A calendar date "YYYY-MM-DD" in a data file, as an IsoDate; any other text fails with the reason. */
export const isoDateSchema = z.string().transform((value, ctx): IsoDate => {
  const date = parseIsoDate(value);
  if (!date) {
    ctx.addIssue({ code: "custom", message: "expected a calendar date YYYY-MM-DD" });
    return z.NEVER;
  }
  return date;
});
