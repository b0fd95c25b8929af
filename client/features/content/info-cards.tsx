/** @module A grid of cards (strategies, countries, age groups, risk factors…): badges, facts, text and lists. */
import type { InfoCard } from "../../../shared/content/types";
import { RichText } from "./rich-text";

/** A responsive grid of cards; badge tones follow the spec (Very High destructive, High and Medium secondary). */
export function InfoCards({ cards }: { cards: readonly InfoCard[] }) {
  return (
    <div className="info-cards">
      {cards.map((c) => (
        <article key={c.title} className="info-card">
          <h3 className="info-card__title">{c.title}</h3>
          {c.subtitle ? <p className="info-card__subtitle">{c.subtitle}</p> : null}
          {c.badges?.length ? (
            <p className="info-card__badges">
              {c.badges.map((b) => (
                <span key={b.label} className={`badge badge--${b.tone}`}>
                  {b.label}
                </span>
              ))}
            </p>
          ) : null}
          {c.facts?.length ? (
            <dl className="info-card__facts">
              {c.facts.map((f) => (
                <div key={f.label} className="info-card__fact">
                  <dt>{f.label}</dt>
                  <dd>
                    <RichText text={f.value} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {c.text ? (
            <p>
              <RichText text={c.text} />
            </p>
          ) : null}
          {c.lists?.map((l) => (
            <div key={l.heading || l.items[0]} className="info-card__list">
              {l.heading ? <h4>{l.heading}</h4> : null}
              <ul>
                {l.items.map((i) => (
                  <li key={i}>
                    <RichText text={i} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </article>
      ))}
    </div>
  );
}
