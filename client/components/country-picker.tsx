/**
 * @module Searchable country picker (spec: Country picker): a Radix Popover holding a cmdk list, filtered by
 * the domain's rule (name, code, alias or major city), flag + name, a check mark on the selection.
 */
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { useMemo, useState } from "react";
import { countryMatches, type Country } from "../../shared/countries/country";

/** Spec texts of the picker. */
export const PICKER_PLACEHOLDER = "Search countries...";
export const PICKER_EMPTY = "Nothing found.";

export interface CountryPickerProps {
  id: string;
  label: string;
  countries: readonly Country[];
  value: string | null;
  onChange: (code: string) => void;
}

export function CountryPicker({ id, label, countries, value, onChange }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const selected = countries.find((c) => c.code === value) ?? null;
  const matches = useMemo(() => countries.filter((c) => countryMatches(c, query)), [countries, query]);
  const labelId = `${id}-label`;

  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery("");
        }}
      >
        <Popover.Trigger asChild>
          <button
            type="button"
            id={id}
            className="picker__trigger"
            role="combobox"
            aria-expanded={open}
            aria-required="true"
            aria-labelledby={`${labelId} ${id}`}
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
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="picker__content" align="start" sideOffset={6}>
            <Command shouldFilter={false} label={label}>
              <Command.Input
                className="picker__search"
                placeholder={PICKER_PLACEHOLDER}
                value={query}
                onValueChange={setQuery}
                required
              />
              <Command.List className="picker__list">
                <Command.Empty className="picker__empty">{PICKER_EMPTY}</Command.Empty>
                {matches.map((country) => (
                  <Command.Item
                    key={country.code}
                    value={country.code}
                    className="picker__item"
                    onSelect={() => {
                      onChange(country.code);
                      setOpen(false);
                      setQuery("");
                    }}
                  >
                    <span className="flag" aria-hidden="true">
                      {country.flagEmoji}
                    </span>
                    <span className="picker__name">{country.name}</span>
                    {country.code === value ? (
                      <span className="picker__check" aria-label="Selected">
                        ✓
                      </span>
                    ) : null}
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
