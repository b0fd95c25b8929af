/**
 * @module The free-text visa search box (spec: Home page search box, section 5), shared by / and /visa-fees.
 * Typing searches through tRPC once the typing pauses; without JavaScript the form opens /visa-fees?search=….
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazyRouteComponent } from "@tanstack/react-router";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { SEARCH_MAX_LIMIT, SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_TOO_LONG_MESSAGE } from "../../../shared/search/limits";
import { trpcErrorCode } from "../../trpc-errors";
import { useTrpc } from "../../trpc-react";

/**
 * The results table, a chunk of its own: on / it shows only once the visitor has typed, so it is fetched when the
 * box gets focus; /visa-fees, whose server renders it, loads it with the page (`loadSearchResults`).
 */
const VisaSearchResults = lazyRouteComponent(() => import("./visa-search-results"), "VisaSearchResults");

/** Loads the results table's code (resolved at once when it is loaded already). */
export function loadSearchResults(): Promise<void> {
  return VisaSearchResults.preload?.() ?? Promise.resolve();
}

/** Pause in typing after which the box searches (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface VisaSearchProps {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** h1 where the search is the page (/visa-fees), h2 where it is a section (/). */
  headingLevel: 1 | 2;
  /**
   * The term the box shows; on /visa-fees the URL's. When it changes from outside (back button), the box
   * follows it; the box's own debounced term equal to it is left alone.
   */
  term?: string;
  /** Called with the trimmed term once typing pauses (or on submit). */
  onSearch?: (term: string) => void;
  /** Link to the results as their own page (the home section offers one). */
  showPageLink?: boolean;
  /** The passport whose fees are searched (the visitor's, or the URL's), ISO 3166-1 alpha-2 (issue #45). */
  passport: string;
  /**
   * The passport to search for instead when `passport` is not in the data (a visitor's country the data has no row
   * for, e.g. a territory); none when the URL named the passport (its "not found" is the answer).
   */
  fallbackPassport?: string;
  /**
   * The no-JavaScript form sends the passport along (home, whose passport falls back otherwise than /visa-fees'; a
   * /visa-fees URL that names one); else /visa-fees answers for the visitor's.
   */
  passportInForm?: boolean;
}

/** The term after the typing has paused for `ms`. */
function useDebounced(value: string, ms: number): [string, (now: string) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, setDebounced];
}

function found(n: number): string {
  return n === 1 ? "Found 1 result" : `Found ${n} results`;
}

export function VisaSearch({
  id,
  headingLevel,
  term: outerTerm = "",
  onSearch,
  showPageLink = false,
  passport: asked,
  fallbackPassport,
  passportInForm = false,
}: VisaSearchProps) {
  const [input, setInput] = useState(outerTerm);
  const [debounced, flush] = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const term = debounced;
  // "Show all" holds for the term it was asked for only, so a new term starts with the short list.
  const [allFor, setAllFor] = useState<string | null>(null);
  const showAll = allFor === term;
  const tooLong = term.length > SEARCH_TERM_MAX_LENGTH;

  // Terms handed to onSearch whose navigation has not come back as `outerTerm` yet: when it does, it is ours,
  // not a back/forward step, and must not overwrite what the visitor typed since.
  const pending = useRef<string[]>([]);
  const termRef = useRef(term);
  termRef.current = term;
  const outerRef = useRef(outerTerm.trim());
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    const outer = outerTerm.trim();
    outerRef.current = outer;
    const ours = pending.current.indexOf(outer);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
      return;
    }
    if (outer !== termRef.current) {
      setInput(outerTerm);
      flush(outer);
    }
  }, [outerTerm, flush]);

  useEffect(() => {
    if (!onSearchRef.current || term === outerRef.current) return;
    pending.current.push(term);
    onSearchRef.current(term);
  }, [term]);

  // A visitor's country the data has no row for is answered NOT_FOUND once: the fallback passport is searched then.
  const [unknown, setUnknown] = useState<string | null>(null);
  const passport = fallbackPassport && unknown === asked ? fallbackPassport : asked;
  // The same input as the /visa-fees loader's ensureData, so the server-rendered answer is reused, not refetched.
  const { utils } = useTrpc();
  const query = useQuery(
    utils.search.query.queryOptions(showAll ? { term, limit: SEARCH_MAX_LIMIT, passport } : { term, passport }, {
      enabled: term !== "" && !tooLong,
      placeholderData: keepPreviousData,
    }),
  );
  const notFound = query.isError && trpcErrorCode(query.error) === "NOT_FOUND";
  useEffect(() => {
    if (notFound && fallbackPassport && passport === asked) setUnknown(asked);
  }, [notFound, fallbackPassport, passport, asked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    flush(input.trim());
  }

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = `${id}-title`;
  const data = term && !tooLong ? query.data : undefined;

  // The status line is announced on every change; the table after it is not (it would be read out whole).
  let status;
  let content = null;
  if (!term) {
    status = (
      <div className="search__empty">
        <p className="search__empty-title">Ready to search visa requirements?</p>
        <p className="note">Type a country, a city, a visa type such as tourist, or 'evisa' to see the fees that apply to your passport.</p>
      </div>
    );
  } else if (tooLong) {
    status = <p className="alert alert--destructive">{SEARCH_TERM_TOO_LONG_MESSAGE}</p>;
  } else if (query.isError && !data) {
    status = <p className="alert alert--destructive">{query.error.message}</p>;
  } else if (!data) {
    status = (
      <p className="search__status checking">
        <span className="spinner" aria-hidden="true" />
        Searching...
      </p>
    );
  } else if (data.total === 0) {
    status = (
      <div className="search__empty">
        <p className="search__empty-title">No visa information found for "{data.term}"</p>
        <p className="note">Try searching for a country, a city, a visa type, or 'evisa'.</p>
      </div>
    );
  } else {
    status = (
      <p className="search__count">
        {found(data.total)}
        {data.rows.length < data.total ? <>, showing the first {data.rows.length}</> : null}
      </p>
    );
    content = (
      <>
        <VisaSearchResults
          rows={data.rows}
          ratesNote={data.rates?.ratesNote ?? null}
          localCurrency={data.localCurrency}
          label={`Search results for ${data.term}`}
          passport={passport}
          passports={data.passports}
        />
        {data.rows.length < data.total ? (
          <button type="button" className="button search__more" onClick={() => setAllFor(term)}>
            Show all {data.total} results
          </button>
        ) : null}
        {showPageLink ? (
          <p className="note">
            <a href={`/visa-fees?passport=${encodeURIComponent(passport)}&search=${encodeURIComponent(data.term)}`}>
              Open these results as a page you can share
            </a>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className="container section search" aria-labelledby={titleId}>
      <div className="panel">
        <Heading id={titleId} className={headingLevel === 1 ? "search__page-title" : "panel__title"}>
          Search Visa Fees
        </Heading>
        <form className="search__form" role="search" action="/visa-fees" method="get" onSubmit={submit}>
          <label className="sr-only" htmlFor={`${id}-input`}>
            Search visa fees by country, city, visa type, or eVisa availability
          </label>
          <input
            id={`${id}-input`}
            className="search__input"
            type="search"
            name="search"
            autoComplete="off"
            maxLength={SEARCH_TERM_MAX_LENGTH}
            placeholder="Search by country, city, visa type, or eVisa availability..."
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onFocus={() => void loadSearchResults()}
          />
          {passportInForm ? <input type="hidden" name="passport" value={passport} /> : null}
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div className="search__results" aria-busy={query.isFetching}>
          <div aria-live="polite">{status}</div>
          <Suspense fallback={null}>{content}</Suspense>
        </div>
      </div>
    </section>
  );
}
