/**
 * @module The concessions page's URL filters and loader data, shared by its route (client/routes/concessions.tsx) and
 * view. Server-side only, like the page (a static page: the browser's route tree leaves it out).
 */

/** The filters as the URL carries them: text, checked by the server (shared/schemas/concessions.ts). */
export interface ConcessionsSearch {
  document?: string;
  destination?: string;
  grants?: string;
}

/** The filters' names, in the form's order. */
export const CONCESSION_FIELDS = ["document", "destination", "grants"] as const;

/** What the loader hands the page: the messages of refused filters (by field), and whether loading failed. */
export interface ConcessionsLoaderData {
  problems: Record<string, string>;
  failed: boolean;
}
