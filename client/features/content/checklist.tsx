/**
 * @module The document checklist's markup: groups of checkboxes with a progress line, Reset and Print. Content pages
 * are static (they never hydrate), so this draws the server's unticked list and nothing more; the static shell
 * (client/static-shell/checklist.ts) applies the stored ticks, keeps them as they change and runs Reset and Print,
 * through the data attributes drawn here. content.css has the print stylesheet.
 */
import type { ChecklistItem } from "../../../shared/content/types";
import { progressText } from "./checklist-store";

/** A checklist block; `id` keys its ticks in local storage. */
export function Checklist(props: { id: string; groups: readonly { id: string; title: string; items: readonly ChecklistItem[] }[] }) {
  const total = props.groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="checklist" data-checklist={props.id}>
      <div className="checklist__toolbar no-print">
        <p className="checklist__progress" aria-live="polite">
          {progressText(0, total)}
        </p>
        <button type="button" className="button button--secondary" data-checklist-action="reset">
          Reset checklist
        </button>
        <button type="button" className="button button--primary" data-checklist-action="print">
          Print checklist
        </button>
      </div>
      {props.groups.map((g) => (
        <fieldset key={g.id} className="checklist__group">
          <legend className="checklist__legend">{g.title}</legend>
          <ul className="plain-list">
            {g.items.map((item) => (
              <li key={item.id} className="checklist__item">
                <input type="checkbox" id={`check-${item.id}`} name={item.id} />
                <label htmlFor={`check-${item.id}`}>
                  <span className="checklist__label">{item.label}</span>
                  {item.detail ? <span className="checklist__detail">{item.detail}</span> : null}
                </label>
                {item.links && item.links.length > 0 ? (
                  <span className="checklist__links">
                    {item.links.map((link) => (
                      <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.label}
                      </a>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
