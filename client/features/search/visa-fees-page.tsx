/** @module The search results page (/visa-fees?search=): the free-text search with its term in the URL. */
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { FEE_PAGES_FALLBACK_PASSPORT } from "../../fee-pages-passport";
import { VisaSearch } from "./visa-search";

export { loadSearchResults } from "./visa-search";

const visaFeesRoute = getRouteApi("/visa-fees");

export default function VisaFeesPage() {
  const { search } = visaFeesRoute.useSearch();
  const { passport, chosen } = visaFeesRoute.useLoaderData();
  const navigate = useNavigate({ from: "/visa-fees" });
  return (
    <div className="search-page">
      <VisaSearch
        id="visa-fees-search"
        headingLevel={1}
        term={search ?? ""}
        passport={passport}
        fallbackPassport={chosen ? undefined : FEE_PAGES_FALLBACK_PASSPORT}
        passportInForm={chosen}
        onSearch={(term) => void navigate({ search: (prev) => ({ ...prev, search: term || undefined }), replace: true, resetScroll: false })}
      />
    </div>
  );
}
