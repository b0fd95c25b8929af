/**
 * @module The concessions fragments' "Documents I hold" checkboxes (pair-concessions.tsx, personal-score.tsx): one `holds` field
 * per document, the held ones ticked, inside the fragment's GET form.
 */
import { documentName, type HeldDocumentKey } from "../../../shared/concessions/documents";

export function DocumentChoices({ documents, held }: { documents: readonly HeldDocumentKey[]; held: ReadonlySet<HeldDocumentKey> }) {
  return (
    <fieldset>
      <legend>Documents I hold</legend>
      <div className="pair-concessions__choices">
        {documents.map((key) => (
          <label key={key} className="pair-concessions__choice">
            <input type="checkbox" name="holds" value={key} defaultChecked={held.has(key)} /> {documentName(key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
