/**
 * @module The picker's searchable list (cmdk), loaded on demand: 'Search countries...', flag + name,
 * a check mark on the selection, 'Nothing found.', ranked by the domain's rule (shared/countries/rank.ts: exact name,
 * code or alias first) with the best match highlighted, so Enter takes it. Escape and a click outside close it and
 * return focus to the trigger.
 */
import { useQuery } from "@tanstack/react-query";
import { Command } from "cmdk";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { CountrySummary } from "../../shared/countries/country";
import { foldCountry, rankCountries } from "../../shared/countries/rank";
import { useTrpc } from "../trpc-react";

/** Spec texts of the picker. */
export const PICKER_PLACEHOLDER = "Search countries...";
export const PICKER_EMPTY = "Nothing found.";

export interface CountryPickerPanelProps {
  listId: string;
  label: string;
  countries: readonly CountrySummary[];
  value: string | null;
  trigger: RefObject<HTMLButtonElement | null>;
  onSelect: (code: string) => void;
  onClose: () => void;
}

export default function CountryPickerPanel({ listId, label, countries, value, trigger, onSelect, onClose }: CountryPickerPanelProps) {
  const [query, setQuery] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  // Aliases and cities arrive after the list opens; until then name and code already match.
  const { utils } = useTrpc();
  const termsQuery = useQuery(utils.countries.searchTerms.queryOptions(undefined, { staleTime: Infinity }));
  const terms = termsQuery.data;
  const searchable = useMemo(() => countries.map((c) => ({ ...c, ...terms?.[c.code] })), [countries, terms]);
  const folded = useMemo(() => searchable.map(foldCountry), [searchable]);
  const matches = useMemo(() => rankCountries(searchable, query, folded), [searchable, query, folded]);
  // Enter pressed before the aliases arrive ("USA", "UK" match nothing or the wrong country on names alone) waits
  // for them, then takes the best match.
  const [enterPending, setEnterPending] = useState(false);
  const best = matches[0]?.code;
  useEffect(() => {
    if (enterPending && !termsQuery.isPending) {
      setEnterPending(false);
      if (best) onSelect(best);
    }
  }, [enterPending, termsQuery.isPending, best, onSelect]);

  useEffect(() => {
    function outside(event: PointerEvent) {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      onClose();
    }
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [onClose, trigger]);

  return (
    <div
      ref={panel}
      className="picker__content"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {/* cmdk highlights the first item when the text changes, not when the aliases arrive and reorder the list under
          the same text, so the list starts afresh once then (its text is this panel's state and stays). Before anything
          is typed the current selection is highlighted. */}
      <Command
        key={terms ? "with-aliases" : "names-only"}
        shouldFilter={false}
        label={label}
        defaultValue={value ?? undefined}
        onKeyDown={(event) => {
          if (event.key === "Enter" && termsQuery.isPending && query.trim()) {
            event.preventDefault();
            setEnterPending(true);
          }
        }}
      >
        <Command.Input
          className="picker__search"
          placeholder={PICKER_PLACEHOLDER}
          value={query}
          onValueChange={setQuery}
          aria-label={`${label}: ${PICKER_PLACEHOLDER}`}
          required
          autoFocus
        />
        <Command.List className="picker__list" id={listId}>
          <Command.Empty className="picker__empty">{PICKER_EMPTY}</Command.Empty>
          {matches.map((country) => (
            <Command.Item key={country.code} value={country.code} className="picker__item" onSelect={() => onSelect(country.code)}>
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
    </div>
  );
}
