/** @module zod schemas shared by procedures of every domain. */
import * as z from "zod";

/** Input of procedures that take none: anything a client sends is rejected rather than ignored. */
export const noInputSchema = z.undefined({ error: "This procedure takes no input." });
