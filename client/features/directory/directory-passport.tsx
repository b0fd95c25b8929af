/**
 * @module The directory's passport picker, 'Your passport': the passport whose fees the cards show (the visitor's from
 * the edge, or the URL's); choosing one navigates to ?passport=XX, so the choice is in the URL and a shared link renders
 * it. The page carries no country list: the picker shows the current passport from the directory's data, and the list
 * of every country is fetched when the visitor reaches for the picker (pointer or focus), as its panel's code is.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { DirectoryPassport } from "../../../shared/directory/card";
import { CountryPicker } from "../../components/country-picker";
import { useTrpc } from "../../trpc-react";

export interface DirectoryPassportPickerProps {
  /** The passport the page shows (loader data): the value until its name is known. */
  passport: string;
  /** The directory's passport, once the list is loaded; null before, or for an unknown code. */
  current: DirectoryPassport | null;
}

export function DirectoryPassportPicker({ passport, current }: DirectoryPassportPickerProps) {
  const navigate = useNavigate({ from: "/verified-visa-fees" });
  const { utils } = useTrpc();
  const [wanted, setWanted] = useState(false);
  // Shows the choice at once, while the new passport's directory loads.
  const [chosen, setChosen] = useState<{ for: string; code: string } | null>(null);
  const listed = useQuery(utils.countries.list.queryOptions(undefined, { enabled: wanted })).data;
  const countries = listed ?? (current ? [{ code: current.code, name: current.name, flagEmoji: current.flagEmoji, region: "" }] : []);
  const value = chosen?.for === passport ? chosen.code : (current?.code ?? null);
  return (
    <section className="dir-passport" aria-label="Choose your passport" onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      <CountryPicker
        id="dir-passport"
        label="Your passport"
        countries={countries}
        value={value}
        onChange={(code) => {
          setChosen({ for: passport, code });
          void navigate({ search: (prev) => ({ ...prev, passport: code }), resetScroll: false });
        }}
      />
    </section>
  );
}
