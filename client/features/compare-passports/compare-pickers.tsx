/**
 * @module The compare page's passport pickers: change a passport (choosing one already in the list swaps the two),
 * remove one, or add one up to four. Each choice navigates to the new list's URL, so the comparison is shareable.
 * Without JavaScript, a GET form takes the codes as text.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { COMPARE_MAX } from "../../../shared/passport/compare-list";
import { CountryPicker } from "../../components/country-picker";
import { useTrpc } from "../../trpc-react";
import { withChoice } from "./compare-list";

export function ComparePickers({ passports }: { passports: readonly string[] }) {
  const navigate = useNavigate({ from: "/compare-passports" });
  const { utils } = useTrpc();
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];
  // The documents held stay in the URL ("India with my documents").
  const go = (next: readonly string[]) =>
    void navigate({ search: (s) => ({ ...(next.length > 0 ? { passports: next.join(",") } : {}), holds: s.holds }), resetScroll: false });

  return (
    <section className="panel compare-pickers" aria-label="Choose the passports to compare">
      <ul className="compare-pickers__list">
        {passports.map((code, index) => (
          <li key={code} className="compare-pickers__slot">
            <CountryPicker
              id={`compare-${index + 1}`}
              label={`Passport ${index + 1}`}
              countries={countries}
              value={code}
              onChange={(c) => go(withChoice(passports, index, c))}
            />
            <button
              type="button"
              className="button button--secondary compare-pickers__remove"
              aria-label={`Remove ${countries.find((c) => c.code === code)?.name ?? code}`}
              onClick={() => go(passports.filter((c) => c !== code))}
            >
              Remove
            </button>
          </li>
        ))}
        {passports.length < COMPARE_MAX ? (
          <li className="compare-pickers__slot compare-pickers__slot--add">
            <CountryPicker
              id={`compare-${passports.length + 1}`}
              label={passports.length === 0 ? "Passport 1" : "Add a passport"}
              countries={countries}
              value={null}
              onChange={(c) => go(withChoice(passports, passports.length, c))}
            />
          </li>
        ) : null}
      </ul>
      <noscript>
        <form method="get" action="/compare-passports" className="compare-pickers__fallback">
          <label htmlFor="compare-codes">Passports (two-letter codes separated by commas)</label>
          <input id="compare-codes" name="passports" className="input" defaultValue={passports.join(",")} placeholder="IN,AE,SG" />
          <button type="submit" className="button button--primary">
            Compare
          </button>
        </form>
      </noscript>
    </section>
  );
}
