/** @module zod schemas of the editorial procedures (fee records quoted on the guide pages). */
import * as z from "zod";
import { countryCodeSchema } from "./country";

/** Input of `editorial.fees`: `{ destinations }`, 1 to 40 ISO 3166-1 alpha-2 codes (any case in, upper case out). */
export const editorialFeesInputSchema = z.object({ destinations: z.array(countryCodeSchema).min(1).max(40) });
