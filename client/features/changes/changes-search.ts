/** @module The /changes page's URL filters and loader data, shared by its route (client/routes/changes.tsx) and view. */

/** The filters as the URL carries them: text, checked by the server (shared/schemas/history.ts). */
export interface ChangesSearch {
  passport?: string;
  destination?: string;
  direction?: string;
  from?: string;
  to?: string;
  /** A number as the router parses `?page=2`; text when it is not one. */
  page?: string | number;
}

/** The filters' names, in the form's order. */
export const CHANGES_FIELDS = ["passport", "destination", "direction", "from", "to", "page"] as const;

/** What the loader hands the page: the messages of refused filters (by field), and whether loading failed. */
export interface ChangesLoaderData {
  problems: Record<string, string>;
  failed: boolean;
}
