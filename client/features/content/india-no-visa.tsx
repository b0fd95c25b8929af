/** @module India's no-visa destinations as a table (country, type, days, region), read from D1 via visaFree.list. */
import { useSuspenseQuery } from "@tanstack/react-query";
import { longDate } from "../../../shared/content/facts";
import { useTrpc } from "../../trpc-react";
import { DataTable } from "./data-table";

/** The finder's list for Indian passports, with each dated correction cited under the table. */
export function IndiaNoVisaTable() {
  const { utils } = useTrpc();
  const { data: list } = useSuspenseQuery(utils.visaFree.list.queryOptions({ passport: "IN" }));
  const rows = list.noVisa.map((c) => [c.name, c.badge, c.maxStayDays ? String(c.maxStayDays) : "Varies", c.region]);
  const corrected = [...list.noVisa, ...list.removed].filter((c) => c.correction);
  return (
    <>
      <DataTable
        caption="Visa-free and visa on arrival destinations for Indian passports"
        columns={["Country", "Type", "Days", "Region"]}
        rows={rows}
        sortable
        compact
      />
      {corrected.length ? (
        <ul className="content-list note">
          {corrected.map((c) => (
            <li key={c.code}>
              {c.name}: changed from {longDate(c.correction!.effectiveOn)} (
              <a href={c.correction!.sourceUrl} target="_blank" rel="noopener noreferrer">
                {c.correction!.source}
              </a>
              ){"now" in c ? `, now: ${c.now}` : ""}.
              {c.correction!.sourceNote ? <strong className="source-note"> {c.correction!.sourceNote}.</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
