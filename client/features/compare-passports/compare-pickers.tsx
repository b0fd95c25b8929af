/**
 * @module The compare page's passport pickers: change a passport (choosing one already in the list swaps the two),
 * remove one, or add one up to four. Each choice navigates to the new list's URL, so the comparison is shareable.
 * Once the new list is shown, focus goes to what changed (the slot added or changed; the list after a removal, whose
 * button is gone) and a polite status region says the change. Without JavaScript, a GET form takes the codes as text.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { COMPARE_MAX } from "../../../shared/passport/compare-list";
import { CountryPicker } from "../../components/country-picker";
import { useTrpc } from "../../trpc-react";
import { changeSentence, withChoice } from "./compare-list";

/** What to do once the list shown is `list`: focus slot `slot` (0-based; null: the list) and say `sentence`. */
interface PendingChange {
  list: string;
  slot: number | null;
  sentence: string;
}

export function ComparePickers({ passports }: { passports: readonly string[] }) {
  const navigate = useNavigate({ from: "/compare-passports" });
  const { utils } = useTrpc();
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<PendingChange | null>(null);
  const [sentence, setSentence] = useState("");
  // The new list arrives with the loader's data, after the navigation: only then is the slot there to focus.
  useEffect(() => {
    const change = pending.current;
    if (change?.list !== passports.join()) return;
    pending.current = null;
    setSentence(change.sentence);
    (change.slot === null ? listRef.current : document.getElementById(`compare-${change.slot + 1}`))?.focus();
  }, [passports]);
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  // The change applies to the list in the URL, not to the one rendered: a click on a list the loader has not yet
  // replaced (Remove India just after a swap) must not bring back a passport already removed. The documents held
  // stay in the URL ("India with my documents").
  const go = (change: (list: readonly string[]) => readonly string[], slot: number | null) =>
    void navigate({
      search: (s) => {
        const list = s.passports ? s.passports.split(",") : passports;
        const next = change(list);
        // Choosing the passport a slot already holds changes nothing.
        if (next.join() !== list.join()) pending.current = { list: next.join(), slot, sentence: changeSentence(list, next, nameOf) };
        return { ...(next.length > 0 ? { passports: next.join(",") } : {}), holds: s.holds };
      },
      resetScroll: false,
    });

  return (
    <section className="panel compare-pickers" aria-label="Choose the passports to compare">
      {/* Present from the first paint, so the sentence put in it later is announced. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {sentence}
      </p>
      <ul className="compare-pickers__list" ref={listRef} tabIndex={-1} aria-label="Passports">
        {passports.map((code, index) => (
          <li key={code} className="compare-pickers__slot">
            <CountryPicker
              id={`compare-${index + 1}`}
              label={`Passport ${index + 1}`}
              countries={countries}
              value={code}
              onChange={(c) => go((list) => withChoice(list, index, c), index)}
            />
            <button
              type="button"
              className="button button--secondary compare-pickers__remove"
              aria-label={`Remove ${nameOf(code)}`}
              onClick={() => go((list) => list.filter((c) => c !== code), null)}
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
              onChange={(c) => go((list) => withChoice(list, list.length, c), passports.length)}
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
