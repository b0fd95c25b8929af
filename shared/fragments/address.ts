/**
 * @module Server fragments' addresses (issue #34): the one typed way the client and the worker name a fragment —
 * markup only the Worker draws (worker/fragments/), kept through hydration by client/components/server-fragment.tsx
 * and fetched again from its address when the address changes. A fragment's address is its name and query:
 * `/fragments/pair-extras?from=IN&to=MX&holds=us-visa`. Both sides build and read it here, so a renamed parameter
 * fails to compile on both.
 */

/**
 * Every fragment and the query parameters its address carries (all strings, as typed in the page's URL; the
 * fragment validates them). An optional parameter left empty is not written.
 */
export interface FragmentParams {
  /** Home's fee-page and guide cards: static links. */
  "home-cards": Record<never, never>;
  /** Home's "Visa tools" block under the check (issue #33): static links. */
  "home-tools": Record<never, never>;
  /** The personal answer a check leads with when documents held change it: `from`, `to` ISO 3166-1 alpha-2. */
  "pair-answer": { from: string; to: string; holds?: string };
  /** Under a check's result: the Schengen calculator's note, and an Indian passport's entry concessions. */
  "pair-extras": { from: string; to: string; holds?: string };
  /** "India with my documents" on the page `on` (its path); on the comparison, only with India among `passports`. */
  "personal-score": { on: string; holds?: string; passports?: string };
  /** The "Get alerts" form for a passport's changes (issue #47): `passport` one ISO 3166-1 alpha-2 code. */
  "passport-alerts": { passport: string };
  /** A requirement map as SVG: `passports` one ISO 3166-1 alpha-2 code, or 2–4 comma-separated (combined). */
  "requirement-map": { passports: string; holds?: string };
}

/** A fragment's name. */
export type FragmentName = keyof FragmentParams;

/** A read address: the name and its parameters, typed together. */
export type FragmentAddress = { [N in FragmentName]: { name: N; params: FragmentParams[N] } }[FragmentName];

/** The path every fragment is served under. */
export const FRAGMENT_PATH = "/fragments/";

/**
 * At most this many characters of a parameter are read, so cache keys stay bounded. Above every limit the fragments
 * check themselves (`holds` is refused past 200), so a value too long still gets its own message.
 */
export const FRAGMENT_PARAM_MAX_CHARS = 1000;

/** Whether a parameter may be left out, as its type says. */
type Presence<P> = { [K in keyof P]-?: undefined extends P[K] ? "optional" : "required" };

/**
 * Each fragment's parameters, all listed, in address order: the mapped type makes a missing, extra or wrongly
 * required one a compile error.
 */
const PARAMS: { [N in FragmentName]: Presence<FragmentParams[N]> } = {
  "home-cards": {},
  "home-tools": {},
  "pair-answer": { from: "required", to: "required", holds: "optional" },
  "pair-extras": { from: "required", to: "required", holds: "optional" },
  "personal-score": { on: "required", holds: "optional", passports: "optional" },
  "passport-alerts": { passport: "required" },
  "requirement-map": { passports: "required", holds: "optional" },
};

/** Every fragment's name. */
export function fragmentNames(): FragmentName[] {
  return Object.keys(PARAMS) as FragmentName[];
}

const isFragmentName = (name: string): name is FragmentName => Object.hasOwn(PARAMS, name);

/**
 * The address of fragment `name` with `params`: `/fragments/{name}` and its non-empty parameters, encoded, in the
 * order given (the worker keys its cache by addressOf, which puts them in the fragment's order). It reads no table,
 * so the browser's bundle carries none.
 */
export function fragmentAddress<N extends FragmentName>(name: N, params: FragmentParams[N]): string {
  const search = Object.entries(params as Record<string, string | undefined>)
    .flatMap(([key, value]) => (value ? [`${key}=${encodeURIComponent(value)}`] : []))
    .join("&");
  return `${FRAGMENT_PATH}${name}${search ? `?${search}` : ""}`;
}

/** A URL's query, as URLSearchParams reads it (the one method used here; shared/ has no web APIs in its types). */
export interface QueryReader {
  get(key: string): string | null;
}

/**
 * Reads a fragment's address from its URL's path and query: the fragment and its parameters (each cut to
 * FRAGMENT_PARAM_MAX_CHARS; the first of a repeated one; unknown ones ignored), or null for a path that is not a
 * fragment's or an unknown name. A required parameter that is missing reads as "" (the fragment refuses it).
 */
export function readFragmentAddress(pathname: string, query: QueryReader): FragmentAddress | null {
  if (!pathname.startsWith(FRAGMENT_PATH)) return null;
  const name = pathname.slice(FRAGMENT_PATH.length);
  if (!isFragmentName(name)) return null;
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAMS[name])) {
    const value = query.get(key);
    if (value !== null) params[key] = value.slice(0, FRAGMENT_PARAM_MAX_CHARS);
  }
  for (const [key, presence] of Object.entries(PARAMS[name])) if (presence === "required") params[key] ??= "";
  return { name, params } as FragmentAddress;
}

/** The address of a read one, its parameters in the fragment's order: one fragment, one address (and cache key). */
export function addressOf<N extends FragmentName>({ name, params }: { name: N; params: FragmentParams[N] }): string {
  const given = params as Record<string, string | undefined>;
  const ordered = Object.fromEntries(Object.keys(PARAMS[name]).map((key) => [key, given[key]]));
  return fragmentAddress(name, ordered as FragmentParams[N]);
}
