/** @module The 'Requirements' tab: the spec's quick requirements and the documents for the chosen visa. */
import type { VisaCheck } from "../../../shared/visa/check";

/** Spec: quick requirements list of the requirement card. */
export const QUICK_REQUIREMENTS = [
  "Passport valid for 6+ months",
  "Completed application form",
  "Recent passport-size photos",
  "Accommodation bookings and return tickets",
  "Bank statements for the last 3 months",
  "Travel insurance",
] as const;

export function RequirementsList({ check }: { check: VisaCheck }) {
  const { card } = check;
  return (
    <div className="requirements">
      <section aria-labelledby="docs-title">
        <h3 id="docs-title">{card.documentsRecommended ? "Recommended documents" : "Documents"}</h3>
        <ul className="check-list">
          {card.documents.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-title">
        <h3 id="quick-title">Quick requirements</h3>
        <ul className="check-list">
          {QUICK_REQUIREMENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
