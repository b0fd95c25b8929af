/**
 * @module A checked pair's recent history under its result: at most 3 changes between Passport Index snapshots,
 * newest first, each dated by the interval the snapshots allow (never a single day), whether it made travel easier
 * or harder, and a link to every change of the pair on /changes.
 */
import { useQuery } from "@tanstack/react-query";
import { useTrpc } from "../../trpc-react";
import { DirectionBadge } from "../history/direction-badge";
import { PAIR_HISTORY_LINES } from "./lazy-check-result";

/** The history of `passport` → `destination` (ISO 3166-1 alpha-2), or nothing for a pair that never changed. */
export function PairHistory({ passport, destination, label }: { passport: string; destination: string; label: string }) {
  const { utils } = useTrpc();
  const entries = useQuery(utils.history.pair.queryOptions({ passport, destination, limit: PAIR_HISTORY_LINES })).data;
  if (!entries?.length) return null;
  return (
    <section className="pair-history" aria-labelledby="pair-history-title">
      <h3 id="pair-history-title" className="pair-history__title">
        Recent changes
      </h3>
      <ul className="pair-history__list">
        {entries.map((entry) => (
          <li key={entry.seenAfterOn}>
            {entry.sentence}
            <DirectionBadge direction={entry.direction} />
          </li>
        ))}
      </ul>
      <a className="pair-history__more" href={`/changes?passport=${passport}&destination=${destination}`}>
        Every change for {label}
      </a>
    </section>
  );
}
