/**
 * @module Home's loader, loaded with the page rather than in the browser's first bundle (as the finder's is): the
 * country list, the carousel's slides and, for a pair in the URL, its check, the result's code and its recent history.
 */
import type { HydrationModules, RouterContext } from "../../router-context";
import { ogCheckPath } from "../../../shared/share/og-pages";
import { trpcErrorCode } from "../../trpc-errors";
import type { CheckStatus } from "../visa-check/check-result";
import { CHECK_RESULT_MODULE, CheckResult, PAIR_HISTORY_LINES } from "../visa-check/lazy-check-result";
import { HOME_FALLBACK_ORIGIN } from "./home-passport";
import { visitorCountryOf } from "../../visitor-country";

/**
 * What the home page's loader hands the page: the check's outcome, the modules it hydrates, and the visitor's passport
 * (homePassport), for which the carousel and the search box answer.
 */
export type HomeLoaderData = { status: CheckStatus; image?: string; passport: string } & HydrationModules;

/** Loads home for the pair `deps` (ISO 3166-1 alpha-2 codes, already validated), or none. */
export async function homeLoader({
  context,
  deps,
  parentMatchPromise,
}: {
  context: RouterContext;
  deps: { from?: string; to?: string };
  parentMatchPromise: Promise<{ loaderData?: { country: string | null } }>;
}): Promise<HomeLoaderData> {
  const countries = context.trpc.countries.list.ensureData();
  // The carousel's slides come from the same checks as a result (decision 15), for the visitor's passport (decision 17):
  // homePassport, as the check panel reads it, found without waiting for the country list.
  const carousel = heroFor(context, await visitorCountryOf(context, parentMatchPromise));
  if (!deps.from || !deps.to || deps.from === deps.to) {
    const [, passport] = await Promise.all([countries, carousel]);
    return { status: "none", passport };
  }
  // All in parallel: the list, the pair's check and the result's code (which the server must hold to render it).
  const [, check] = await Promise.allSettled([
    countries,
    context.trpc.visa.check.ensureData({ passport: deps.from, destination: deps.to }),
    CheckResult.preload?.(),
    // The pair's recent history under the result (its lines are the check's extra, not a condition of it).
    context.trpc.history.pair.ensureData({ passport: deps.from, destination: deps.to, limit: PAIR_HISTORY_LINES }),
  ]);
  const [, passport] = await Promise.all([countries, carousel]);
  // Every outcome of a pair renders the result's module (the card, or its not-found and failure alerts).
  const hydrationModules = [CHECK_RESULT_MODULE];
  // A checked pair's social image says its answer (worker/routes/og.ts); decided here, out of the first bundle.
  if (check.status === "fulfilled") return { status: "ok", hydrationModules, image: ogCheckPath(deps.from, deps.to), passport };
  return { status: trpcErrorCode(check.reason) === "NOT_FOUND" ? "not-found" : "failed", hydrationModules, passport };
}

/**
 * Loads the carousel of the visitor from `edge` and answers its passport: the edge's country, or, when the data has no
 * passport for it (site.hero answers NOT_FOUND) or the edge gave none, HOME_FALLBACK_ORIGIN, as homePassport reads it
 * from the country list. Another failure leaves the hero without slides.
 */
async function heroFor(context: RouterContext, edge: string | null): Promise<string> {
  const passport = edge ?? HOME_FALLBACK_ORIGIN;
  try {
    await context.trpc.site.hero.ensureData({ passport });
    return passport;
  } catch (error) {
    if (passport === HOME_FALLBACK_ORIGIN || trpcErrorCode(error) !== "NOT_FOUND") return passport;
    await context.trpc.site.hero.ensureData({ passport: HOME_FALLBACK_ORIGIN }).catch(() => undefined);
    return HOME_FALLBACK_ORIGIN;
  }
}
