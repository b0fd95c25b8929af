/** @module Stat tiles: a big figure, its label, and where the figure comes from. */
import type { StatTile } from "../../../shared/content/types";
import { RichText } from "./rich-text";

/** A row of stat tiles (wraps to two or one per row on narrow screens). */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <ul className="stat-tiles">
      {tiles.map((t) => (
        <li key={t.label} className="stat-tile">
          <span className="stat-tile__value">
            <RichText text={t.value} />
          </span>
          <span className="stat-tile__label">{t.label}</span>
          {t.note || t.source ? (
            <span className="stat-tile__note">
              {t.note ? <RichText text={t.note} /> : null}
              {t.source ? (
                <>
                  {t.note ? " " : null}
                  <a href={t.source.url} target="_blank" rel="noopener noreferrer">
                    {t.source.name}
                  </a>
                </>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
