/** @module The search results page (/visa-fees?search=): the free-text search with its term in the URL. */
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { VisaSearch } from "./visa-search";

export { loadSearchResults } from "./visa-search";

const visaFeesRoute = getRouteApi("/visa-fees");

export default function VisaFeesPage() {
  const { search } = visaFeesRoute.useSearch();
  const navigate = useNavigate({ from: "/visa-fees" });
  return (
    <div className="search-page">
      <VisaSearch
        id="visa-fees-search"
        headingLevel={1}
        term={search ?? ""}
        onSearch={(term) => void navigate({ search: term ? { search: term } : {}, replace: true, resetScroll: false })}
      />
    </div>
  );
}
