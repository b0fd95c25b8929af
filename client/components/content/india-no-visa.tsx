/** @module India's no-visa destinations as a table (country, type, days, region), read from D1 via visaFree.list. */
import { longDate } from "../../../shared/content/facts";
import { trpc } from "../../trpc";
import { DataTable } from "./data-table";

/** The finder's list for Indian passports, with each dated correction cited under the table. */
export function IndiaNoVisaTable() {
  const [list] = trpc.visaFree.list.useSuspenseQuery({ passport: "IN" });
  const rows = list.noVisa.map((c) => [c.name, c.badge, c.maxStayDays ? String(c.maxStayDays) : "Varies", c.region]);
  const corrected = [...list.noVisa, ...list.removed].filter((c) => c.correction);
  return (
    <>
      <DataTable caption="Visa-free and visa on arrival destinations for Indian passports" columns={["Country", "Type", "Days", "Region"]} rows={rows} sortable compact />
      {corrected.length ? (
        <ul className="content-list note">
          {corrected.map((c) => (
            <li key={c.code}>
              {c.name}: changed from {longDate(c.correction!.effectiveOn)} (
              <a href={c.correction!.sourceUrl} target="_blank" rel="noopener noreferrer">
                {c.correction!.source}
              </a>
              ){"now" in c ? `, now: ${c.now}` : ""}.
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
