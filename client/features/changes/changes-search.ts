/**
 * @module The /changes page's URL filters, loader data and the reading of a refused filter, shared by its route
 * (client/routes/changes.tsx) and view. Server-side only, like the page: keep it out of the browser's modules
 * (importing field-issues.ts into the entry reshuffled the app's chunks and brought back Vite's preload helper).
 */
import { TRPCClientError } from "@trpc/client";
import { trpcErrorData } from "../../trpc-error-data";
import { firstMessagePerField } from "../../../shared/leads/field-issues";

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

/**
 * The first message per filter of a refused history.changes call (tRPC BAD_REQUEST with `data.zodIssues`), keyed
 * by field ("" for the whole input); empty for any other error.
 * @example fieldMessagesOf(error) // { page: "Page 9 is past the last page (3)." }
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = trpcErrorData(error)?.zodIssues ?? [];
  return firstMessagePerField(issues);
}
