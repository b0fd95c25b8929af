/**
 * @module The finder's country picker, 'Your Country': pre-filled with the page's passport; choosing a country
 * navigates to /visa-free?passport=XX, so the result is in the URL and a shared link renders it.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { CountryPicker } from "../../components/country-picker";
import { useTrpc } from "../../trpc-react";

const route = getRouteApi("/visa-free");

export function VisaFreePanel() {
  const { passport, status } = route.useLoaderData();
  const navigate = useNavigate({ from: "/visa-free" });
  const { utils } = useTrpc();
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];
  // Shows the choice at once, while the new passport's list loads.
  const [chosen, setChosen] = useState<{ for: string; code: string } | null>(null);
  const value = chosen?.for === passport ? chosen.code : status === "not-found" ? null : passport;

  return (
    <section className="panel visa-free__panel" aria-label="Choose your passport">
      <CountryPicker
        id="passport"
        label="Your Country"
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
