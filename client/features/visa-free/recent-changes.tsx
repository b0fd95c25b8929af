/**
 * @module "What changed for this passport recently" on the finder: the changes the newest Passport Index snapshot
 * showed for the passport (each dated by the interval between that snapshot and the one before, never one day),
 * at most 5 here, the rest on /changes.
 */
import type { ChangeDirection } from "../../../shared/history/change";
import { monthOf } from "../../../shared/history/summary";
import type { IsoDate } from "../../../shared/units/iso-date";
import { DirectionBadge } from "../history/direction-badge";

/** Changes listed on the finder; the rest are one link away. */
const SHOWN = 5;

export interface RecentChange {
  destinationCountryCode: string;
  direction: ChangeDirection;
  sentence: string;
}

/** The block for `passport` (code and name); nothing when the newest snapshot changed nothing for it. */
export function RecentChanges({
  passport,
  latestOn,
  entries,
  nameOf,
}: {
  passport: { code: string; name: string };
  latestOn: IsoDate;
  entries: readonly RecentChange[];
  nameOf: (code: string) => string;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="section vf-recent" aria-labelledby="vf-recent">
      <h2 id="vf-recent" className="section__title">
        What changed for {passport.name} passports recently
      </h2>
      <p className="note">
        {entries.length} {entries.length === 1 ? "change" : "changes"} in the {monthOf(latestOn)} data, against the snapshot before it. Destinations
        that changed are marked on their cards.
      </p>
      <ul className="pair-history__list vf-recent__list">
        {entries.slice(0, SHOWN).map((entry) => (
          <li key={entry.destinationCountryCode}>
            <strong>{nameOf(entry.destinationCountryCode)}</strong>: {entry.sentence}
            <DirectionBadge direction={entry.direction} />
          </li>
        ))}
      </ul>
      <a href={`/changes?passport=${passport.code}`}>Every change for {passport.name} passports since 2021</a>
    </section>
  );
}
