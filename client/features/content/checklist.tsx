/**
 * @module The document checklist: ticks kept in local storage (so they survive a reload), a reset, and a
 * print button (content.css has the print stylesheet). Server-rendered unticked; stored ticks apply on hydration.
 */
import { useEffect, useState } from "react";
import type { ChecklistItem } from "../../../shared/content/types";

/** Local-storage key of a checklist's ticks: a JSON array of item ids. */
export function checklistStorageKey(id: string): string {
  return `vfa:checklist:v1:${id}`;
}

function readTicks(key: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

/** The interactive checklist of a checklist block; `id` keys its ticks in local storage. */
export function Checklist(props: { id: string; groups: readonly { id: string; title: string; items: readonly ChecklistItem[] }[] }) {
  const key = checklistStorageKey(props.id);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const total = props.groups.reduce((n, g) => n + g.items.length, 0);
  useEffect(() => setTicked(readTicks(key)), [key]);
  const save = (next: Set<string>) => {
    setTicked(next);
    try {
      if (next.size === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify([...next]));
    } catch {
      // Storage full or blocked (private mode): the ticks still work for this visit.
    }
  };
  const toggle = (itemId: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(itemId);
    else next.delete(itemId);
    save(next);
  };
  return (
    <div className="checklist">
      <div className="checklist__toolbar no-print">
        <p className="checklist__progress" aria-live="polite">
          {ticked.size} of {total} ready
        </p>
        <button type="button" className="button button--secondary" onClick={() => save(new Set())}>
          Reset checklist
        </button>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
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
