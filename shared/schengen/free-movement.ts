/**
 * @module Who moves freely where (issue #43: "who a rule is for"): EU, EEA and Swiss citizens in the EU and the
 * Schengen area, where no Schengen border rule for visitors (the 90/180-day rule, the Entry/Exit System, ETIAS) covers
 * them; Irish and British citizens in the Common Travel Area, where the UK ETA does not cover the Irish. Source: the
 * Schengen Borders Code (Regulation (EU) 2016/399, art. 2(5)), the EES Regulation (EU) 2017/2226 art. 2(3), ETIAS
 * Regulation (EU) 2018/1240 art. 2(2), and the UK Nationality and Borders Act 2022 s. 75 (Irish citizens exempt).
 */
import { SCHENGEN_STATE_CODES } from "./states";

/** EU, EEA and Swiss citizens: the 29 Schengen states plus Cyprus and Ireland (ISO 3166-1 alpha-2). */
export const FREE_MOVEMENT_CODES: ReadonlySet<string> = new Set([...SCHENGEN_STATE_CODES, "CY", "IE"]);

/** The Common Travel Area: Ireland and the United Kingdom. */
const COMMON_TRAVEL_AREA: ReadonlySet<string> = new Set(["IE", "GB"]);

/**
 * Whether a passport's citizens move freely to a destination, so a visitor's border rule there does not cover them.
 * @example movesFreely("DE", "FR") // true; movesFreely("IE", "GB") // true; movesFreely("US", "FR") // false
 */
export function movesFreely(passport: string, destination: string): boolean {
  return (
    (FREE_MOVEMENT_CODES.has(passport) && FREE_MOVEMENT_CODES.has(destination)) ||
    (COMMON_TRAVEL_AREA.has(passport) && COMMON_TRAVEL_AREA.has(destination))
  );
}

/**
 * What an EU, EEA or Swiss citizen reads on a Schengen pair, in the calculator and in a trip (one text everywhere).
 * @example freeMovementText("France") // "Citizens of France move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply with this passport."
 */
export function freeMovementText(passportName: string): string {
  return `Citizens of ${passportName} move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply with this passport.`;
}

/** The calculator's line for the citizens it does not concern (it is asked for no passport). */
export const FREE_MOVEMENT_CALCULATOR_TEXT =
  "EU, EEA and Swiss citizens move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply to them.";

/**
 * The EU's Entry/Exit System as the calculator states it (issue #43): the same record as the data desk's notice on
 * the Schengen pairs (data/desk/2026-11-28-eu-entry-exit-system.json; a unit test holds the two equal).
 */
export const EES_NOTICE = {
  inForceOn: "2026-04-10",
  text: "Since 10 Apr 2026 the EU's Entry/Exit System (EES) registers visitors' fingerprints and a facial image at their first crossing of an external Schengen border, and records each entry and exit in place of passport stamps: the calculator counts the same days.",
  source: "European Commission, Migration and Home Affairs, 'Entry/Exit System (EES) is fully operational' (10 Apr 2026)",
  sourceUrl: "https://home-affairs.ec.europa.eu/news/entryexit-system-ees-fully-operational-2026-04-10_en",
} as const;
