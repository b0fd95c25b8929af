/**
 * @module The "Get alerts" form of a passport's changes (issue #47), drawn by the Worker into the finder: markup only,
 * so the finder's script does not grow by it (the check's form is in its pair-extras fragment).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { GetAlertsForm } from "../../client/features/alerts/get-alerts-form";
import { finderHref } from "../../shared/concessions/holds";
import { parseCountryCode } from "../../shared/units/country-code";
import type { FragmentParams } from "../../shared/fragments/address";

/** The form for `passport`'s changes ("" for a code that is none: the page says why). */
export async function passportAlerts(params: FragmentParams["passport-alerts"]): Promise<string> {
  const passport = parseCountryCode(params.passport);
  if (!passport) return "";
  return renderToStaticMarkup(<GetAlertsForm follow={{ follow: "passport", passport }} page={finderHref(passport, undefined)} />);
}
