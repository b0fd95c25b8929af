/**
 * @module The leads as operators download them (GET /ops/leads?format=csv, npm run ops:leads): CSV written by
 * csv-stringify (RFC 4180 quoting, `;` counted as a separator too), formula cells neutralised.
 */
import { stringify } from "csv-stringify/sync";
import { leadFieldNames, type OpsLead } from "../db/queries/lead-ops";
import type { LeadScope } from "../db/queries/leads";

/**
 * The leads as CSV: one row each; the columns are the fields of the `forms` asked (blank where a form has none),
 * so every page of one query has the same header; delivery last. A cell holding a separator (`,` or `;`), a quote
 * (doubled) or a line break (CR or LF) is quoted; every cell that a spreadsheet would read as a formula is
 * neutralised (`'=HYPERLINK(…)`), quoted or not.
 */
export function leadsCsv(leads: readonly OpsLead[], forms: readonly LeadScope[]): string {
  const fieldNames = [...new Set(forms.flatMap(leadFieldNames))].sort();
  const header = ["form", "id", "createdAt", ...fieldNames, "attempts", "webhookAt", "emailedAt", "deliveredAt", "deadAt", "lastError"];
  const records = leads.map((l) => [
    l.form,
    l.id,
    l.createdAt,
    ...fieldNames.map((f) => String(l.fields[f] ?? "")),
    String(l.delivery?.attempts ?? 0),
    l.delivery?.webhookAt ?? "",
    l.delivery?.emailedAt ?? "",
    l.delivery?.deliveredAt ?? "",
    l.delivery?.deadAt ?? "",
    l.delivery?.lastError ?? "",
  ]);
  // A visitor's name or message starting with = + - @, a tab or a carriage return would open as a formula in a
  // spreadsheet (OWASP, CSV injection): csv-stringify prefixes such a cell with ' (issue #31).
  // csv-stringify quotes a cell holding `,`, `"`, CR or LF; `;` is the list separator of many locales' spreadsheets
  // (German, French, Brazilian Excel), where an unquoted `x;=1+1;y` opens as three cells, the middle one a formula
  // the guard never saw as leading (issue #44): such a cell is quoted too.
  return stringify([header, ...records], { escape_formulas: true, quoted_match: ";" });
}
