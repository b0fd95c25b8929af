/**
 * @module Currency selector (spec section 9: USD, Local, INR) as a radio group, with the rates' as-of date
 * beside it (decision 11). Controlled: pair it with useCurrencyMode() and format fees with formatFeeIn().
 */
import { useEffect, useId, useState } from "react";
import { CURRENCY_MODES, type CurrencyMode } from "../../shared/money/display";
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";

export interface CurrencySelectProps {
  value: CurrencyMode;
  onChange: (mode: CurrencyMode) => void;
  /** The date of the rate table the converted amounts use; shown as "Rates as of …". */
  ratesAsOn: IsoDate;
}

/**
 * Radio group "Show fees in" (USD / Local / INR) and "Rates as of {date}". Disabled until hydrated, since
 * without JavaScript a choice could not change the amounts.
 * @example
 * const [mode, setMode] = useCurrencyMode();
 * <CurrencySelect value={mode} onChange={setMode} ratesAsOn={fees.ratesAsOn} />
 */
export function CurrencySelect({ value, onChange, ratesAsOn }: CurrencySelectProps) {
  const name = useId();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className="currency-select">
      <fieldset className="currency-select__group" disabled={!interactive}>
        <legend className="currency-select__legend">Show fees in</legend>
        <div className="currency-select__options">
          {CURRENCY_MODES.map((mode) => (
            <label key={mode.value} className="currency-select__option">
              <input type="radio" name={name} value={mode.value} checked={value === mode.value} onChange={() => onChange(mode.value)} />
              <span>{mode.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="currency-select__as-of">
        Rates as of <time dateTime={ratesAsOn}>{formatIsoDate(ratesAsOn)}</time>
      </p>
    </div>
  );
}
