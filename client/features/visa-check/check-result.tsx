/**
 * @module The result of a checked pair: not found, failed, or the card with the tabs 'Visa', 'More Options',
 * 'Requirements'. Its own chunk: home loads it only once a pair is checked, or in the URL (check-panel.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { ServerFragment } from "../../components/server-fragment";
import { Tabs } from "../../components/tabs";
import { useTrpc } from "../../trpc-react";
import { ChangedBadge } from "../history/changed-badge";
import { useLatestVersionOn } from "../history/latest-version";
import { OptionsTable } from "./options-table";
import { PAIR_HISTORY_LINES } from "./lazy-check-result";
import { PairHistory } from "./pair-history";
import { RequirementCard } from "./requirement-card";
import { ShareLink } from "../share/share-link";

// The page opens on 'More Options'; 'Visa' (with the travel widgets and their consent rules) and 'Requirements'
// render only when chosen, so their code is fetched then, or as soon as a pointer or focus reaches the tabs.
const loadVisaTab = () => import("./visa-tab");
const loadRequirementsList = () => import("./requirements-list");
const VisaTab = lazy(() => loadVisaTab().then((m) => ({ default: m.VisaTab })));
const RequirementsList = lazy(() => loadRequirementsList().then((m) => ({ default: m.RequirementsList })));

/** Outcome of the server-side check for the URL's pair (the home route's loader sets it; the card shows it). */
export type CheckStatus = "none" | "ok" | "not-found" | "failed";

function preloadTabs() {
  void loadVisaTab();
  void loadRequirementsList();
}

/**
 * The result of `pair` (ISO 3166-1 alpha-2 codes; `holds`, the documents an Indian passport holder holds, as in the
 * URL) as the check ended (`status`; "none" renders nothing).
 */
export function CheckResult({ pair, status }: { pair: { from: string; to: string; holds?: string }; status: CheckStatus }) {
  const { utils } = useTrpc();
  const query = useQuery(utils.visa.check.queryOptions({ passport: pair.from, destination: pair.to }, { enabled: status === "ok" }));
  const history = useQuery(
    utils.history.pair.queryOptions({ passport: pair.from, destination: pair.to, limit: PAIR_HISTORY_LINES }, { enabled: status === "ok" }),
  ).data;
  const latestOn = useLatestVersionOn();

  if (status === "none") return null;
  if (status === "not-found") {
    return (
      <div className="alert alert--destructive" role="alert">
        <h3>Country not found</h3>
        <p>One of the selected countries could not be found in our database.</p>
      </div>
    );
  }
  if (status === "failed" || query.isError) {
    return (
      <div className="alert alert--destructive" role="alert">
        <h3>Something went wrong</h3>
        <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      </div>
    );
  }
  const check = query.data;
  if (!check) return null;
  const fragmentParams = { from: pair.from, to: pair.to, holds: pair.holds };

  return (
    <article className="panel result" aria-labelledby="result-title">
      <h2 id="result-title" className="result__title">
        <span aria-hidden="true">{check.passport.flagEmoji}</span> {check.passport.name} to{" "}
        <span aria-hidden="true">{check.destination.flagEmoji}</span> {check.destination.name}
      </h2>
      {/* A snapshot's change, not a dated rule listed first (issue #43), marks the pair as changed in the latest data. */}
      {latestOn && history?.some((h) => h.seenAfterOn === latestOn && h.seenBeforeOn !== h.seenAfterOn) ? <ChangedBadge latestOn={latestOn} /> : null}
      <ShareLink />
      {/* With documents held, the answer they give leads, above the passport-only card (client/features/concessions/personal-answer.tsx). */}
      {pair.holds ? <ServerFragment name="pair-answer" params={fragmentParams} /> : null}
      <Tabs
        label="Result details"
        defaultValue="options"
        onIntent={preloadTabs}
        items={[
          {
            value: "visa",
            label: "Visa",
            content: (
              <>
                <RequirementCard check={check} />
                <Suspense fallback={null}>
                  <VisaTab check={check} />
                </Suspense>
              </>
            ),
          },
          {
            value: "options",
            label: "More Options",
            content: (
              <>
                <RequirementCard check={check} compact />
                <OptionsTable check={check} />
              </>
            ),
          },
          {
            value: "requirements",
            label: "Requirements",
            content: (
              <Suspense fallback={null}>
                <RequirementsList check={check} />
              </Suspense>
            ),
          },
        ]}
      />
      {/* The Schengen calculator for a Schengen destination, entry concessions for the documents held (issue #21): drawn by the Worker (worker/fragments/concessions.tsx). */}
      <ServerFragment name="pair-extras" params={fragmentParams} />
      <PairHistory
        passport={check.passport.code}
        destination={check.destination.code}
        label={`${check.passport.name} passports to ${check.destination.name}`}
      />
    </article>
  );
}
