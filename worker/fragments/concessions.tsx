/**
 * @module The concessions' fragments (issue #21): what the home check adds under a result, the personal answer it
 * leads with, and "India with my documents" on the ranking and the comparison. Each answers "" (nothing to show) for
 * parameters it cannot use: the page around it still answers.
 */
import { GetAlertsForm } from "../../client/features/alerts/get-alerts-form";
import { renderToStaticMarkup } from "react-dom/server";
import { checkHref, readHolds } from "../../shared/concessions/holds";
import type { FragmentParams } from "../../shared/fragments/address";
import { SCHENGEN_STATE_CODES } from "../../shared/schengen/states";
import { type CountryCode, parseCountryCode } from "../../shared/units/country-code";
import type { CurrencyCode } from "../../shared/units/money";
import { DEFAULT_VISA_TYPE } from "../../shared/visa/visa-types";
import { WaitDetails } from "../../client/features/visa-check/wait-details";
import { loadVisaCheck } from "../services/visa-check";
import { bundledWaits } from "../services/wait-figures";
import { PairConcessionsSection } from "../../client/features/concessions/pair-concessions";
import { PersonalAnswerLead } from "../../client/features/concessions/personal-answer";
import { PersonalScoreSection } from "../../client/features/concessions/personal-score";
import { SchengenNote } from "../../client/features/schengen/schengen-note";
import { PlanTripLink } from "../../client/features/trip/trip-link";
import { loadPairConcessions } from "../services/concessions";
import { CountryNotFoundError } from "../services/errors";
import { loadPersonalScore } from "../services/personal-score";
import type { FragmentContext } from "./registry";

/** The pages with "India with my documents", and the parameters of theirs its form keeps. */
const PERSONAL_SCORE_PAGES: Readonly<Record<string, readonly ("passports" | "holds")[]>> = {
  // The name filter changes as the visitor types: it is not part of the fragment, so choosing documents clears it.
  "/passport-ranking": [],
  "/compare-passports": ["passports"],
};

/** null for a destination missing from the data: the result above says so. */
async function pairOrNull(
  ctx: FragmentContext,
  to: NonNullable<ReturnType<typeof parseCountryCode>>,
  holds: Parameters<typeof loadPairConcessions>[3],
) {
  try {
    return await loadPairConcessions(ctx.db(), ctx.today, to, holds);
  } catch (error) {
    if (error instanceof CountryNotFoundError) return null;
    throw error;
  }
}

/**
 * How long the pair's visa takes (issue #46), from the check the result above shows (a visit: the figures cover the
 * tourist and business visas); "" when no published wait applies or the pair is not in the data.
 */
async function waitOf(ctx: FragmentContext, from: CountryCode, to: CountryCode): Promise<string> {
  if (!bundledWaits().figures.some((f) => f.destination === to)) return "";
  try {
    const check = await loadVisaCheck(ctx.db(), {
      passport: from,
      destination: to,
      visaType: DEFAULT_VISA_TYPE,
      today: ctx.today,
      currency: "USD" as CurrencyCode,
    });
    return check.wait
      ? renderToStaticMarkup(<WaitDetails wait={check.wait} destinationName={check.destination.name} appliesInName={check.passport.name} />)
      : "";
  } catch (error) {
    if (error instanceof CountryNotFoundError) return "";
    throw error;
  }
}

/**
 * Under a result for `from` → `to` (ISO 3166-1 alpha-2) with `holds`: the Schengen calculator's note for a Schengen
 * destination (any passport), for an Indian passport the concessions section (a note alone when `holds` was given for
 * another passport), then the link to plan a trip with the destination; first of all, how long the pair's visa takes
 * (issue #46); "" for a malformed pair.
 */
export async function pairExtras(params: FragmentParams["pair-extras"], ctx: FragmentContext): Promise<string> {
  const from = parseCountryCode(params.from);
  const to = parseCountryCode(params.to);
  if (!from || !to || from === to) return "";
  const schengen = SCHENGEN_STATE_CODES.has(to) ? renderToStaticMarkup(<SchengenNote />) : "";
  const { holds, note } = readHolds(params.holds, from);
  // The trip planner begun with this destination (issue #36), under everything else.
  // Then the form to follow the pair (issue #47): markup the Worker draws, so the check's script does not grow by it.
  const trip =
    renderToStaticMarkup(<PlanTripLink from={from} to={to} holds={holds} />) +
    renderToStaticMarkup(<GetAlertsForm follow={{ follow: "pair", passport: from, to }} page={checkHref(from, to, params.holds)} />);
  const wait = await waitOf(ctx, from, to);
  if (from !== "IN") return wait + schengen + (note ? renderToStaticMarkup(<PairConcessionsSection pair={null} note={note} />) : "") + trip;
  const pair = await pairOrNull(ctx, to, holds);
  return wait + schengen + (pair || note ? renderToStaticMarkup(<PairConcessionsSection pair={pair} note={note} />) : "") + trip;
}

/**
 * The personal answer a check of `from` → `to` leads with when `holds` changes it (Indian passports only; "" otherwise,
 * and for a malformed pair: the result below still answers).
 */
export async function pairAnswer(params: FragmentParams["pair-answer"], ctx: FragmentContext): Promise<string> {
  const to = parseCountryCode(params.to);
  if (params.from !== "IN" || !to || to === "IN") return "";
  const { holds } = readHolds(params.holds, "IN");
  if (holds.length === 0) return "";
  const pair = await pairOrNull(ctx, to, holds);
  return pair ? renderToStaticMarkup(<PersonalAnswerLead pair={pair} />) : "";
}

/**
 * "India with my documents" for the page `on` (a key of PERSONAL_SCORE_PAGES) with `holds`; on the comparison, only
 * when India is among `passports`.
 */
export async function personalScore(params: FragmentParams["personal-score"], ctx: FragmentContext): Promise<string> {
  const { on } = params;
  const kept = Object.hasOwn(PERSONAL_SCORE_PAGES, on) ? PERSONAL_SCORE_PAGES[on] : undefined;
  if (!kept) return "";
  if (on === "/compare-passports" && !(params.passports ?? "").toUpperCase().split(",").includes("IN")) return "";
  const { holds, note } = readHolds(params.holds, "IN");
  const keep = kept.flatMap((name): [string, string][] => {
    const value = params[name];
    return value ? [[name, value]] : [];
  });
  const score = await loadPersonalScore(ctx.db(), ctx.today, holds);
  return renderToStaticMarkup(<PersonalScoreSection score={score} action={on} keep={keep} note={note} />);
}
