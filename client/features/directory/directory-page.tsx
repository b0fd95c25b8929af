/**
 * @module The /verified-visa-fees page body, loaded with its route: the passport picker, cards filtered as you type and
 * to verified countries (`?verified=1`), URL in step.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useMemo, useRef, useState, type MouseEvent } from "react";
import { DIRECTORY_SEARCH_MAX_LENGTH, filterDirectory } from "../../../shared/directory/search";
import { filterVerified, isVerifiedCountry, VERIFIED_ONLY, verifiedCountText } from "../../../shared/directory/verified";
import { useCurrencyMode } from "../../components/currency-mode";
import { CurrencySelect } from "../../components/currency-select";
import { useTrpc } from "../../trpc-react";
import { DirectoryCard } from "./directory-card";
import { DirectoryFilter } from "./directory-filter";
import { DirectoryPassportPicker } from "./directory-passport";
import { DirectorySearch } from "./directory-search";

/** Shown when the browser could not fetch the directory it hydrates with; the button fetches it again. */
export const DIRECTORY_FAILED_MESSAGE = "The visa fees could not be loaded. Please try again.";

const route = getRouteApi("/verified-visa-fees");
const loadDialog = () => import("./directory-options-dialog");
const DirectoryOptionsDialog = lazy(loadDialog);

export function VerifiedVisaFeesPage() {
  const { search = "", verified, passport: urlPassport } = route.useSearch();
  const { status, passport } = route.useLoaderData();
  const verifiedOnly = verified === VERIFIED_ONLY;
  const navigate = useNavigate({ from: "/verified-visa-fees" });
  const { utils } = useTrpc();
  const queryClient = useQueryClient();
  // Fetched by the browser before the page hydrates (see the route): an error means that fetch failed.
  const list = useQuery(utils.directory.list.queryOptions({ passport }, { enabled: status === "ok" }));
  const directory = list.data;
  const [query, setQuery] = useState(search);
  const [urlSearch, setUrlSearch] = useState(search);
  // A navigation to another ?search= (a link, back/forward) replaces what was typed.
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== query.trim()) setQuery(search);
  }
  const [mode, setMode] = useCurrencyMode();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cards = useMemo(() => filterVerified(filterDirectory(directory?.cards ?? [], query), verifiedOnly), [directory, query, verifiedOnly]);
  const openCard = openCode ? directory?.cards.find((c) => c.country.code === openCode) : undefined;

  function onSearch(value: string) {
    setQuery(value);
    const next = value.trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH);
    setUrlSearch(next);
    // The URL's passport and filter stay; the order is the links' (passport, search, verified).
    const kept = {
      ...(urlPassport ? { passport: urlPassport } : {}),
      ...(next ? { search: next } : {}),
      ...(verifiedOnly ? { verified: VERIFIED_ONLY as typeof VERIFIED_ONLY } : {}),
    };
    void navigate({ search: kept, replace: true, resetScroll: false });
  }

  // The dialog's code and the country's records start loading on pointer or focus, before the click.
  function onIntent(code: string) {
    void loadDialog();
    void queryClient.prefetchQuery(utils.directory.options.queryOptions({ country: code, passport }));
  }

  function onViewAll(code: string, event: MouseEvent<HTMLButtonElement>) {
    returnFocus.current = event.currentTarget;
    setOpenCode(code);
  }

  return (
    <div className="container directory">
      <header className="directory__head">
        <h1 className="directory__title">Verified Visa Fees</h1>
        <p className="directory__lead">
          What a visa costs {directory ? `holders of ${directory.passport.passports}` : "your passport"}, country by country: the fees that apply to
          your passport, as a check of each country shows them. A fee is Verified when we read it on an official page and cite that page and the day
          we read it; other fees link to the page we found them on, with the day we read it, or say “No source on record”.
        </p>
        <DirectoryPassportPicker passport={passport} current={directory?.passport ?? null} />
        <DirectorySearch
          value={query}
          onChange={onSearch}
          maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          verifiedOnly={verifiedOnly}
          passport={urlPassport}
        />
        {directory ? (
          <DirectoryFilter
            summary={verifiedCountText(directory.cards)}
            verifiedOnly={verifiedOnly}
            search={urlSearch}
            passport={urlPassport}
            total={directory.cards.length}
            verified={directory.cards.filter(isVerifiedCountry).length}
          />
        ) : null}
        {directory ? <CurrencySelect value={mode} onChange={setMode} ratesOn={directory.ratesOn} localCurrency={directory.localCurrency} /> : null}
      </header>
      {status === "not-found" ? (
        <div className="alert alert--destructive" role="alert">
          <h2>Country not found</h2>
          <p>We have no visa data for the country code {passport}. Choose your passport from the list.</p>
        </div>
      ) : !directory && list.isError ? (
        <div className="alert alert--destructive" role="alert">
          <p>{DIRECTORY_FAILED_MESSAGE}</p>
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : cards.length > 0 ? (
        <ul className="directory__grid">
          {cards.map((card) => (
            <DirectoryCard
              key={card.country.code}
              card={card}
              onViewAll={(event) => onViewAll(card.country.code, event)}
              onIntent={() => onIntent(card.country.code)}
              mode={mode}
            />
          ))}
        </ul>
      ) : (
        <div className="panel directory__empty">
          <h2>No countries found</h2>
          <p>Try adjusting your search criteria</p>
        </div>
      )}
      <p className="directory__count" role="status" hidden={!directory}>
        {cards.length === 1 ? "Showing 1 country with visa information" : `Showing ${cards.length} countries with visa information`}
      </p>
      {directory ? <p className="note">{directory.ratesNote}</p> : null}
      {openCard && directory ? (
        <Suspense fallback={null}>
          <DirectoryOptionsDialog card={openCard} passport={directory.passport} onClose={() => setOpenCode(null)} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </div>
  );
}
