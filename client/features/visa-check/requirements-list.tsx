/**
 * @module The 'Requirements' tab: what the pair's document needs (issue #45: a visa's papers, an e-Visa's or eTA's
 * online form and payment, a visa on arrival's papers, a visa-free entry's arrival card and what the border may ask
 * for), the official place to apply, and, for a visa, the spec's quick requirements.
 */
import type { VisaCheck } from "../../../shared/visa/check";
import type { DocumentLine } from "../../../shared/visa/entry-documents";

/** Spec: quick requirements list of the requirement card (a visa application's: shown for a visa only). */
export const QUICK_REQUIREMENTS = [
  "Passport valid for 6+ months",
  "Completed application form",
  "Recent passport-size photos",
  "Accommodation bookings and return tickets",
  "Bank statements for the last 3 months",
  "Travel insurance",
] as const;

/** The heading of the needed lines, by document. */
const NEEDED_TITLES: Record<NonNullable<VisaCheck["card"]["document"]>, string> = {
  visa: "Documents for the visa application",
  "e-visa": "What the e-Visa needs",
  "visa-on-arrival": "What to bring for the visa on arrival",
  eta: "What the eTA needs",
  "visa-free": "Before you arrive",
};

function Line({ line }: { line: DocumentLine }) {
  return (
    <li>
      {line.link ? (
        <a href={line.link.url} target="_blank" rel="noopener noreferrer">
          {line.text}
        </a>
      ) : (
        line.text
      )}
      {line.source ? (
        <span className="option__source">
          {" "}
          (Source:{" "}
          <a href={line.source.url} target="_blank" rel="noopener noreferrer">
            {line.source.name}
          </a>
          , {line.source.dates}
          {line.source.note ? `. ${line.source.note}.` : ""})
        </span>
      ) : null}
    </li>
  );
}

export function RequirementsList({ check }: { check: VisaCheck }) {
  const { card } = check;
  const needed = card.documents.filter((line) => line.needed);
  const recommended = card.documents.filter((line) => !line.needed);
  return (
    <div className="requirements">
      {card.document === null ? <p className="empty-note">No entry documents: this passport is not admitted for a visit.</p> : null}
      {card.document && needed.length > 0 ? (
        <section aria-labelledby="docs-title">
          <h3 id="docs-title">{NEEDED_TITLES[card.document]}</h3>
          <ul className="check-list">
            {needed.map((line) => (
              <Line key={line.text} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title">
          <h3 id="recommended-title">Recommended documents</h3>
          {card.documentsRecommended ? <p className="note">No visa is needed: the border may ask for these.</p> : null}
          <ul className="check-list">
            {recommended.map((line) => (
              <Line key={line.text} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
      {card.applyUrl ? (
        <a className="button button--primary" href={card.applyUrl} target="_blank" rel="noopener noreferrer">
          Apply on the official site
        </a>
      ) : null}
      {card.document === "visa" ? (
        <section aria-labelledby="quick-title">
          <h3 id="quick-title">Quick requirements</h3>
          <ul className="check-list">
            {QUICK_REQUIREMENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
