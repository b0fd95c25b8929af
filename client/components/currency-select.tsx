/**
 * @module Currency selector (spec section 9, amended by decision 17: USD, Local, and the visitor's own currency) as a
 * radio group, with the rates' dates beside it (decision 11). Controlled: pair it with useCurrencyMode() and format
 * fees with formatFeeIn().
 */
import { useEffect, useId, useState } from "react";
import { CURRENCY_MODES, currencyModeLabel, type CurrencyMode } from "../../shared/money/display";

export interface CurrencySelectProps {
  value: CurrencyMode;
  onChange: (mode: CurrencyMode) => void;
  /** The dates of the rates the converted amounts use ("13 Apr 2026; NGN of 29 Sept 2026"); shown as "Rates as of …". */
  ratesOn: string;
  /** The visitor's currency (the third mode's label), or null when it is USD: no third mode then. */
  localCurrency: string | null;
}

/**
 * Radio group "Show fees in" (USD / Local / the visitor's currency) and "Rates as of {dates}". Disabled until hydrated,
 * since without JavaScript a choice could not change the amounts.
 * @example
 * const [mode, setMode] = useCurrencyMode();
 * <CurrencySelect value={mode} onChange={setMode} ratesOn={fees.ratesOn} localCurrency={fees.localCurrency} />
 */
export function CurrencySelect({ value, onChange, ratesOn, localCurrency }: CurrencySelectProps) {
  const name = useId();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const modes: readonly CurrencyMode[] = localCurrency === null ? CURRENCY_MODES.filter((m) => m !== "visitor") : CURRENCY_MODES;
  // A stored "visitor" mode on a page with no third currency reads as USD.
  const chosen = modes.includes(value) ? value : "usd";
  return (
    <div className="currency-select">
      <fieldset className="currency-select__group" disabled={!interactive}>
        <legend className="currency-select__legend">Show fees in</legend>
        <div className="currency-select__options">
          {modes.map((mode) => (
            <label key={mode} className="currency-select__option">
              <input type="radio" name={name} value={mode} checked={chosen === mode} onChange={() => onChange(mode)} />
              <span>{currencyModeLabel(mode, localCurrency)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="currency-select__as-of">Rates as of {ratesOn}</p>
    </div>
  );
}
