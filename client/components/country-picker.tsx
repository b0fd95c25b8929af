/**
 * @module Searchable country picker (spec: Country picker). The trigger is in the page's first bundle;
 * the searchable list (cmdk) loads on first hover, focus or open, keeping it out of the initial JavaScript.
 */
import { lazy, Suspense, useRef, useState } from "react";
import type { CountrySummary } from "../../shared/countries/country";

const loadPanel = () => import("./country-picker-panel");
const CountryPickerPanel = lazy(loadPanel);

export interface CountryPickerProps {
  id: string;
  label: string;
  countries: readonly CountrySummary[];
  value: string | null;
  onChange: (code: string) => void;
}

export function CountryPicker({ id, label, countries, value, onChange }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = countries.find((c) => c.code === value) ?? null;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <div className="field picker">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        id={id}
        className="picker__trigger"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-required="true"
        aria-labelledby={`${labelId} ${id}`}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {selected ? (
          <span className="picker__value">
            <span className="flag" aria-hidden="true">
              {selected.flagEmoji}
            </span>
            {selected.name}
          </span>
        ) : (
          <span className="picker__placeholder">Select a country</span>
        )}
        <span className="picker__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <Suspense fallback={<div className="picker__content picker__loading">Loading countries…</div>}>
          <CountryPickerPanel
            listId={listId}
            label={label}
            countries={countries}
            value={value}
            trigger={trigger}
            onSelect={(code) => {
              onChange(code);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
