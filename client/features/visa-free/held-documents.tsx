/**
 * @module The finder's "I also hold" documents (Indian passports): links that toggle each document in the URL
 * (so the server renders the result and the page works without JavaScript), and the destinations the documents
 * make no-visa destinations (visa free or on arrival), each with the concession's source.
 */
import { Link } from "@tanstack/react-router";
import { documentName, GRANT_LABELS, HELD_DOCUMENTS, type HeldDocumentKey, SOURCE_MARKS, yourDocuments } from "../../../shared/concessions/documents";
import { holdsParam } from "../../../shared/concessions/holds";
import type { CountrySummary } from "../../../shared/countries/country";
import type { Region } from "../../../shared/countries/regions";
import { placeholderHint } from "../../components/placeholder-hint";
import { VisaFreeCard } from "./visa-free-card";

/** A concession as the finder lists it (concessions.unlocked's `noVisa`). */
export interface UnlockedCard {
  destination: CountrySummary;
  /** Its check with the documents held, built by the Worker (concessions.unlocked). */
  href: string;
  /** The destination's doubt (exemptions/SOURCE.md), or null. */
  caveat: string | null;
  /** The watch's sentence about the concession's source page (issue #35), or null. */
  sourceNote: string | null;
  concession: {
    document: HeldDocumentKey;
    grants: keyof typeof GRANT_LABELS;
    maxStayDays: number | null;
    source: string;
    sourceUrl: string;
    official: boolean;
  };
}

/** The finder's badge of each grant that makes a no-visa destination. */
const FINDER_BADGE: Partial<Record<keyof typeof GRANT_LABELS, string>> = {
  "visa-free": "Visa Free",
  "visa-on-arrival": "Visa on Arrival",
};

export function HoldsToggles({
  passport,
  region,
  holds,
  note,
}: {
  passport: string;
  region: Region | null;
  holds: readonly HeldDocumentKey[];
  note: string | null;
}) {
  return (
    <nav className="vf-holds" aria-labelledby="vf-holds-label">
      <p id="vf-holds-label" className="vf-holds__label">
        I also hold
      </p>
      <ul className="vf-regions__list">
        {HELD_DOCUMENTS.map(({ key }) => {
          const on = holds.includes(key);
          const next = holdsParam(on ? holds.filter((k) => k !== key) : [...holds, key]);
          return (
            <li key={key}>
              <Link
                to="/visa-free"
                search={{ passport, ...(region ? { region } : {}), ...(next ? { holds: next } : {}) }}
                resetScroll={false}
                // A toggle never leads to the page shown: no link of the set is "current" (TanStack matches search partially).
                activeOptions={{ exact: true, includeSearch: true }}
                className="vf-regions__link vf-holds__link"
                data-on={on ? "" : undefined}
              >
                <span aria-hidden="true">{on ? "✓ " : "+ "}</span>
                {documentName(key)}
                {on ? <span className="visually-hidden"> (selected)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {note ? (
        <p className="note" role="status">
          {note}
        </p>
      ) : null}
    </nav>
  );
}

export function UnlockedList({ holds, cards }: { holds: readonly HeldDocumentKey[]; cards: readonly UnlockedCard[] }) {
  return (
    // Every unlocked card carries its document's line, so every one takes a phone's whole row.
    <section className="section vf-group" aria-labelledby="vf-unlocked" style={placeholderHint({ cards: cards.length, wide: cards.length })}>
      <h2 id="vf-unlocked" className="section__title">
        {cards.length} more with {yourDocuments(holds)}
      </h2>
      {cards.length === 0 ? (
        <p className="panel empty-note">These documents open no further no-visa destination for an Indian passport.</p>
      ) : (
        <ul className="card-grid vf-grid">
          {cards.map(({ destination, href, concession, caveat, sourceNote }) => (
            <VisaFreeCard
              key={destination.code}
              href={href}
              card={{ ...destination, badge: FINDER_BADGE[concession.grants] ?? "Visa Free", maxStayDays: concession.maxStayDays, correction: null }}
              unlocked={
                <p className="vf-card__change">
                  <strong className="vf-card__with">With your {documentName(concession.document)}.</strong> Source:{" "}
                  <a href={concession.sourceUrl} target="_blank" rel="noopener noreferrer">
                    {concession.source}
                  </a>{" "}
                  ({concession.official ? SOURCE_MARKS.official : SOURCE_MARKS.secondary}). {caveat}
                  {sourceNote ? <strong className="source-note"> {sourceNote}.</strong> : null}
                </p>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
