/**
 * @module The compare page's loader, loaded with the page (lazyFn) rather than in the browser's first bundle: it
 * reads the `passports` list (shared/passport/compare-list.ts), redirects a lower-case or spaced list to the
 * canonical one, and checks each code against the countries before asking for the comparison, or for one passport
 * its profile (the ranking's and the finder's figures). Every state keeps the known passports the URL named.
 */
import { redirect } from "@tanstack/react-router";
import { COMPARE_MESSAGES, readCompareList } from "../../../shared/passport/compare-list";
import type { RouterContext } from "../../router-context";

/** What the loader found: the passports to compare, or why they cannot be. */
export type CompareState =
  | { status: "ok"; passports: string[] }
  /** One passport: its profile (passport.profile) and a prompt to add another. */
  | { status: "one"; passports: string[] }
  /** No list given: the page invites a choice. */
  | { status: "empty"; passports: string[] }
  | { status: "invalid"; message: string; passports: string[] }
  | { status: "failed"; passports: string[] };

/** The page's state and its metadata (decided here, so the route's head in the first bundle stays small). */
export type CompareLoaderData = CompareState & { meta: { title: string; path: string; image: string; robots?: "noindex,nofollow" } };

/**
 * Each comparison is its own page, with its list in the title and the canonical; a list that cannot be compared
 * is not a page to index.
 */
function withMeta(state: CompareState): CompareLoaderData {
  const ok = state.status === "ok" || state.status === "one";
  return {
    ...state,
    meta: {
      title: ok ? `Compare passports: ${state.passports.join(", ")} | Visa Fee Atlas` : "Compare passports | Visa Fee Atlas",
      path: ok ? `/compare-passports?passports=${state.passports.join(",")}` : "/compare-passports",
      image: "/og/compare.png",
      ...(state.status === "invalid" ? { robots: "noindex,nofollow" as const } : {}),
    },
  };
}

/**
 * Loads a comparison of `deps.passports` ("IN,AE,SG"), with the page's title, canonical path and robots.
 * @throws a 301 redirect to the canonical list when the one given differs only by case or spaces.
 */
export async function compareLoader(args: { context: RouterContext; deps: { passports?: string } }): Promise<CompareLoaderData> {
  return withMeta(await compareState(args));
}

async function compareState({ context, deps }: { context: RouterContext; deps: { passports?: string } }): Promise<CompareState> {
  if (deps.passports === undefined) return { status: "empty", passports: [] };
  const list = readCompareList(deps.passports);
  // Lower case or spaces: the intent is clear, so the canonical URL answers.
  if (list.ok && list.canonical) throw redirect({ to: "/compare-passports", search: { passports: list.canonical }, statusCode: 301 });
  const countries = await context.trpc.countries.list.ensureData();
  const unknown = list.passports.filter((code) => !countries.some((c) => c.code === code));
  // The pickers keep every known passport the URL named, even beside a message.
  const known = list.passports.filter((code) => !unknown.includes(code));
  if (!list.ok) return { status: "invalid", message: list.message, passports: known };
  if (unknown.length > 0) return { status: "invalid", message: COMPARE_MESSAGES.unknown(unknown), passports: known };
  const [only] = list.passports;
  try {
    if (only && list.passports.length === 1) {
      await context.trpc.passport.profile.ensureData({ passport: only });
      return { status: "one", passports: list.passports };
    }
    await context.trpc.passport.compare.ensureData({ passports: list.passports });
    return { status: "ok", passports: list.passports };
  } catch {
    return { status: "failed", passports: list.passports };
  }
}
