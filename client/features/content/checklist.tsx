/**
 * @module The document checklist: ticks kept in local storage (so they survive a reload), a reset, and a
 * print button (content.css has the print stylesheet). Server-rendered unticked; stored ticks apply on hydration.
 * The data attributes carry the same behaviour to the static pages, which do not run React (client/static-shell/checklist.ts).
 */
import { useEffect, useState } from "react";
import type { ChecklistItem } from "../../../shared/content/types";
import { progressText, readTicks, writeTicks } from "./checklist-store";

/** The interactive checklist of a checklist block; `id` keys its ticks in local storage. */
export function Checklist(props: { id: string; groups: readonly { id: string; title: string; items: readonly ChecklistItem[] }[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const total = props.groups.reduce((n, g) => n + g.items.length, 0);
  useEffect(() => setTicked(readTicks(props.id)), [props.id]);
  const save = (next: Set<string>) => {
    setTicked(next);
    writeTicks(props.id, next);
  };
  const toggle = (itemId: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(itemId);
    else next.delete(itemId);
    save(next);
  };
  return (
    <div className="checklist" data-checklist={props.id}>
      <div className="checklist__toolbar no-print">
        <p className="checklist__progress" aria-live="polite">
          {progressText(ticked.size, total)}
        </p>
        <button type="button" className="button button--secondary" data-checklist-action="reset" onClick={() => save(new Set())}>
          Reset checklist
        </button>
        <button type="button" className="button button--primary" data-checklist-action="print" onClick={() => window.print()}>
          Print checklist
        </button>
      </div>
      {props.groups.map((g) => (
        <fieldset key={g.id} className="checklist__group">
          <legend className="checklist__legend">{g.title}</legend>
          <ul className="plain-list">
            {g.items.map((item) => (
              <li key={item.id} className="checklist__item">
                <input
                  type="checkbox"
                  id={`check-${item.id}`}
                  name={item.id}
                  checked={ticked.has(item.id)}
                  onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                />
                <label htmlFor={`check-${item.id}`}>
                  <span className="checklist__label">{item.label}</span>
                  {item.detail ? <span className="checklist__detail">{item.detail}</span> : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
