/**
 * @module Tabs following the WAI-ARIA tabs pattern (roving tabindex; arrows, Home and End move and
 * activate). Hand-written because Radix Tabs alone cost ~5 KiB gzip of the home page's 130 KiB budget;
 * the behaviour is the pattern's and is covered by the Playwright tests.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over `items`, `defaultValue` shown first. `onIntent` runs when a pointer enters or focus reaches the tab
 * list, before a tab is chosen: the moment to fetch the code of panels that are loaded on demand.
 */
export function Tabs({
  items,
  defaultValue,
  label,
  onIntent,
}: {
  items: readonly TabItem[];
  defaultValue: string;
  label: string;
  onIntent?: () => void;
}) {
  const [active, setActive] = useState(defaultValue);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((i) => i.value === active);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % items.length
        : event.key === "ArrowLeft"
          ? (index - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(items[next]!.value);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown} onPointerEnter={onIntent} onFocus={onIntent}>
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.value}`}
            aria-controls={`${base}-panel-${item.value}`}
            aria-selected={item.value === active}
            tabIndex={item.value === active ? 0 : -1}
            data-state={item.value === active ? "active" : "inactive"}
            className="tabs__trigger"
            onClick={() => setActive(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${base}-panel-${item.value}`}
          aria-labelledby={`${base}-tab-${item.value}`}
          hidden={item.value !== active}
          tabIndex={0}
          className="tabs__content"
        >
          {item.value === active ? item.content : null}
        </div>
      ))}
    </div>
  );
}
