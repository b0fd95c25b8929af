/**
 * @module The 'Check Visa Requirements' panel: two pickers, swap, the check button, the 'Checking' state
 * (at least 800 ms) and the result. The checked pair lives in the URL so a shared link renders the result. The
 * result's code is a chunk of its own (lazy-check-result.ts): a visit without a pair loads it when the visitor
 * reaches for the form.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { CountryPicker } from "../../components/country-picker";
import { toast } from "../../components/toast-store";
import { useRootData } from "../../root-data";
import { trackVisaSearch } from "../../third-parties/events";
import { useTrpc } from "../../trpc-react";
import { homePassport } from "../home/home-passport";
import { CheckResult } from "./lazy-check-result";

const preloadCheckResult = () => void CheckResult.preload?.();

/** Spec section 9: minimum duration of the 'Checking' state. */
export const CHECK_DELAY_MS = 800;

const route = getRouteApi("/");
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function CheckPanel() {
  const search = route.useSearch();
  const { status } = route.useLoaderData();
  const { country } = useRootData();
  const navigate = useNavigate({ from: "/" });
  const { utils } = useTrpc();
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];

  const [from, setFrom] = useState<string | null>(search.from ?? homePassport(country, countries));
  const [to, setTo] = useState<string | null>(search.to ?? null);
  const [checking, setChecking] = useState(false);

  async function check(nextFrom: string | null, nextTo: string | null) {
    if (!nextFrom || !nextTo) return;
    if (nextFrom === nextTo) {
      toast({
        title: "Same Country Selected",
        description: "Origin and destination countries cannot be the same.",
        variant: "destructive",
      });
      return;
    }
    setChecking(true);
    // Spec §7: a visa search is a conversion event (sent only with advertising consent, decision 9).
    trackVisaSearch(nextFrom, nextTo, "tourist");
    try {
      await Promise.all([navigate({ search: { from: nextFrom, to: nextTo, holds: search.holds }, resetScroll: false }), delay(CHECK_DELAY_MS)]);
    } finally {
      setChecking(false);
    }
  }

  function change(which: "from" | "to", code: string) {
    const nextFrom = which === "from" ? code : from;
    const nextTo = which === "to" ? code : to;
    if (which === "from") setFrom(code);
    else setTo(code);
    // Changing either country while the other is set re-runs the check (spec section 4).
    if (nextFrom && nextTo) void check(nextFrom, nextTo);
  }

  function swap() {
    setFrom(to);
    setTo(from);
    // Swapping clears the result until the next check (spec section 4).
    void navigate({ search: {}, resetScroll: false, replace: true });
  }

  const checked = search.from && search.to ? { from: search.from, to: search.to, holds: search.holds } : null;

  return (
    <section className="container check" aria-labelledby="check-title">
      <div className="panel">
        <h2 id="check-title" className="panel__title">
          Check Visa Requirements
        </h2>
        <form
          className="check__form"
          onPointerEnter={preloadCheckResult}
          onFocus={preloadCheckResult}
          onSubmit={(event) => {
            event.preventDefault();
            void check(from, to);
          }}
        >
          <CountryPicker id="origin" label="Where I'm From" countries={countries} value={from} onChange={(c) => change("from", c)} />
          <button type="button" className="check__swap" onClick={swap} aria-label="Swap origin and destination">
            ⇄
          </button>
          <CountryPicker id="destination" label="Where I'm Going" countries={countries} value={to} onChange={(c) => change("to", c)} />
          <button type="submit" className="button button--primary check__submit" disabled={!from || !to || checking}>
            {checking ? "Checking..." : "Check Visa Details"}
          </button>
        </form>
      </div>
      <div className="check__result" aria-live="polite" aria-busy={checking}>
        {checking ? (
          <Checking />
        ) : checked && status !== "none" ? (
          // Until its chunk is there (a checked pair, before the form was reached for), the check reads as running.
          <Suspense fallback={<Checking />}>
            <CheckResult pair={checked} status={status} />
          </Suspense>
        ) : (
          <div className="panel empty-state">
            <h3>No visa information selected</h3>
            <p>Please select your country and a destination country to see visa requirements.</p>
          </div>
        )}
      </div>
    </section>
  );
}

/** The 'Checking' state (spec section 9). */
function Checking() {
  return (
    <div className="panel checking" role="status">
      <span className="spinner" aria-hidden="true" />
      Checking visa requirements...
    </div>
  );
}
