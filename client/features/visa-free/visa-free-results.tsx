/**
 * @module The finder's result for the page's passport: its name and flag, the count of no-visa destinations,
 * the region filter, the card grid (or the spec's empty message), the e-Visa and eTA group, what the newest
 * snapshot changed for the passport (its destinations' cards marked), and the destinations a later correction took
 * off the list.
 */
import { ServerFragment } from "../../components/server-fragment";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Suspense } from "react";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { countByRegion, filterByRegion, type VisaFreeList } from "../../../shared/visa/visa-free";
import { useTrpc } from "../../trpc-react";
import { monthOf } from "../../../shared/history/summary";
import { CONCESSIONS_PASSPORT, holdsParam } from "../../../shared/concessions/holds";
import { yourDocuments } from "../../../shared/concessions/documents";
import { HoldsToggles, UnlockedList } from "./held-documents";
import { PassportPower, PowerSummary } from "./passport-power";
import { RecentChanges } from "./recent-changes";
import { placeholderHint } from "../../components/placeholder-hint";
import { VisaFreeCard, widensOnPhone } from "./visa-free-card";
import { RegionFilter } from "./visa-free-regions";

/** Spec text when a passport has no destination without a visa. */
export const NO_DESTINATIONS_MESSAGE = "No visa-free destinations found for the selected country.";

const route = getRouteApi("/visa-free");

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export function VisaFreeResults() {
  const { passport, status, holds, holdsNote } = route.useLoaderData();
  const { region = null } = route.useSearch();
  const { utils } = useTrpc();
  const query = useQuery(utils.visaFree.list.queryOptions({ passport }, { enabled: status === "ok" }));
  const latest = useQuery(utils.history.latest.queryOptions({ passport }, { enabled: status === "ok" })).data;
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];
  const unlocked = useQuery(utils.concessions.unlocked.queryOptions({ passport, holds }, { enabled: status === "ok" && holds.length > 0 })).data;

  if (status === "not-found") {
    return (
      <div className="alert alert--destructive visa-free__alert" role="alert">
        <h2>Country not found</h2>
        <p>We have no visa data for the country code {passport}. Choose your country from the list.</p>
      </div>
    );
  }
  if (status === "failed" || query.isError) {
    return (
      <div className="alert alert--destructive visa-free__alert" role="alert">
        <h2>Something went wrong</h2>
        <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      </div>
    );
  }
  const list = query.data;
  if (!list) return null;
  const noVisa = filterByRegion(list.noVisa, region);
  const authorisation = filterByRegion(list.authorisation, region);
  const extra = unlocked && holds.length > 0 ? unlocked.noVisa : null;
  // The region chips count what the documents open too: a region the passport alone leaves empty is not "0" to them.
  const reachable = extra ? [...list.noVisa, ...extra] : list.noVisa;
  const extraCards = extra ? filterByRegion(extra, region) : [];
  const where = region ? ` in ${region}` : "";
  // Destinations whose requirement the newest snapshot changed: their cards carry the mark.
  const changedOn = (code: string) => (latest?.latestOn && latest.entries.some((e) => e.destinationCountryCode === code) ? latest.latestOn : null);

  return (
    <>
      <section className="visa-free__result" aria-labelledby="vf-passport">
        <div className="vf-summary">
          <h2 id="vf-passport" className="vf-summary__passport">
            <span className="vf-summary__flag" aria-hidden="true">
              {list.passport.flagEmoji}
            </span>{" "}
            {list.passport.name}
          </h2>
          <p className="vf-summary__count">
            <strong>{list.noVisa.length}</strong> {list.noVisa.length === 1 ? "no-visa destination" : "no-visa destinations"}
            {extra ? (
              <>
                {" "}
                + <strong>{extra.length}</strong> more with {yourDocuments(holds)}
              </>
            ) : null}
          </p>
          <p className="note">Visa free or visa on arrival for {list.passport.name} passport holders.</p>
          <PowerSummary passport={list.passport.code} />
          {latest?.latestOn && latest.entries.length > 0 ? (
            <p className="note">
              <a href="#vf-recent">
                {latest.entries.length} {latest.entries.length === 1 ? "change" : "changes"} in the {monthOf(latest.latestOn)} data
              </a>
            </p>
          ) : null}
        </div>
        {list.passport.code === CONCESSIONS_PASSPORT || holdsNote ? (
          <HoldsToggles passport={passport} region={region} holds={holds} note={holdsNote} />
        ) : null}
        {list.noVisa.length > 0 ? (
          <RegionFilter passport={passport} holds={holdsParam(holds)} region={region} counts={countByRegion(reachable)} total={reachable.length} />
        ) : null}
        {list.noVisa.length === 0 ? (
          <p className="panel empty-note">{NO_DESTINATIONS_MESSAGE}</p>
        ) : noVisa.length === 0 ? (
          <p className="panel empty-note">No visa-free or visa on arrival destinations{where}.</p>
        ) : (
          <>
            {region ? (
              <p className="note" role="status">
                Showing {plural(noVisa.length, "destination", "destinations")}
                {where}.
              </p>
            ) : null}
            <ul className="card-grid vf-grid">
              {noVisa.map((card) => (
                <VisaFreeCard key={card.code} card={card} changedOn={changedOn(card.code)} />
              ))}
            </ul>
          </>
        )}
      </section>
      {extra ? <UnlockedList holds={holds} cards={extraCards} /> : null}
      {/* Below the first cards, hydrated after them in slices (client/components/later-hydration.tsx, written out here:
          the finder's script is at its budget): the e-Visa cards, the map's table and the rest were one blocking task. */}
      <Suspense fallback={null}>
        <AuthorisationGroup list={list} cards={authorisation} where={where} changedOn={changedOn} />
        <PassportPower passport={list.passport.code} holds={holds} upgraded={unlocked?.upgraded ?? []} />
        {latest?.latestOn ? (
          <RecentChanges
            passport={list.passport}
            latestOn={latest.latestOn}
            entries={latest.entries}
            nameOf={(code) => countries.find((c) => c.code === code)?.name ?? code}
          />
        ) : null}
        <Removed list={list} />
      </Suspense>
      {/* Follow this passport's changes (issue #47): a form the Worker draws, so this script does not grow by it. */}
      <ServerFragment name="passport-alerts" params={{ passport: list.passport.code }} />
    </>
  );
}

function AuthorisationGroup({
  list,
  cards,
  where,
  changedOn,
}: {
  list: VisaFreeList;
  cards: VisaFreeList["authorisation"];
  where: string;
  changedOn: (code: string) => IsoDate | null;
}) {
  if (list.authorisation.length === 0) return null;
  return (
    <section
      className="section vf-group"
      aria-labelledby="vf-authorisation"
      style={placeholderHint({ cards: cards.length, wide: cards.filter((card) => widensOnPhone(card)).length })}
    >
      <h2 id="vf-authorisation" className="section__title">
        e-Visa and eTA
      </h2>
      <p className="note">{list.authorisationNote}</p>
      {cards.length === 0 ? (
        <p className="panel empty-note">No e-Visa or eTA destinations{where}.</p>
      ) : (
        <ul className="card-grid vf-grid">
          {cards.map((card) => (
            <VisaFreeCard key={card.code} card={card} changedOn={changedOn(card.code)} />
          ))}
        </ul>
      )}
      {/* The cards' fees are converted (decision 17): the server's sentence says at which rates, of which dates. */}
      {list.ratesNote ? <p className="note">{list.ratesNote}</p> : null}
    </section>
  );
}

function Removed({ list }: { list: VisaFreeList }) {
  if (list.removed.length === 0) return null;
  return (
    <section className="section" aria-labelledby="vf-removed">
      <h2 id="vf-removed" className="section__title">
        Recently changed
      </h2>
      <ul className="vf-removed">
        {list.removed.map((r) => (
          <li key={r.code}>
            <span aria-hidden="true">{r.flagEmoji}</span> <strong>{r.name}</strong>: {r.now.toLowerCase()} since{" "}
            <time dateTime={r.correction.effectiveOn}>{formatIsoDate(r.correction.effectiveOn)}</time>. Source:{" "}
            <a href={r.correction.sourceUrl} target="_blank" rel="noopener noreferrer">
              {r.correction.source}
            </a>
            {r.correction.sourceNote ? <strong className="source-note"> {r.correction.sourceNote}.</strong> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
