/**
 * @module Home's loader, loaded with the page rather than in the browser's first bundle (as the finder's is): the
 * country list, the carousel's slides and, for a pair in the URL, its check, the result's code and its recent history.
 */
import type { HydrationModules, RouterContext } from "../../router-context";
import { ogCheckPath } from "../../../shared/share/og-pages";
import { trpcErrorCode } from "../../trpc-errors";
import type { CheckStatus } from "../visa-check/check-result";
import { CHECK_RESULT_MODULE, CheckResult, PAIR_HISTORY_LINES } from "../visa-check/lazy-check-result";

/** What the home page's loader hands the page: the check's outcome and the modules it hydrates. */
export type HomeLoaderData = { status: CheckStatus; image?: string } & HydrationModules;

/** Loads home for the pair `deps` (ISO 3166-1 alpha-2 codes, already validated), or none. */
export async function homeLoader({ context, deps }: { context: RouterContext; deps: { from?: string; to?: string } }): Promise<HomeLoaderData> {
  const countries = context.trpc.countries.list.ensureData();
  // The carousel's slides come from the same checks as a result (decision 15); a failure leaves the hero without them.
  const hero = context.trpc.site.hero.ensureData().catch(() => undefined);
  if (!deps.from || !deps.to || deps.from === deps.to) {
    await Promise.all([countries, hero]);
    return { status: "none" };
  }
  // All in parallel: the list, the pair's check and the result's code (which the server must hold to render it).
  const [, check] = await Promise.allSettled([
    countries,
    context.trpc.visa.check.ensureData({ passport: deps.from, destination: deps.to }),
    CheckResult.preload?.(),
    // The pair's recent history under the result (its lines are the check's extra, not a condition of it).
    context.trpc.history.pair.ensureData({ passport: deps.from, destination: deps.to, limit: PAIR_HISTORY_LINES }),
  ]);
  await Promise.all([countries, hero]);
  // Every outcome of a pair renders the result's module (the card, or its not-found and failure alerts).
  const hydrationModules = [CHECK_RESULT_MODULE];
  // A checked pair's social image says its answer (worker/routes/og.ts); decided here, out of the first bundle.
  if (check.status === "fulfilled") return { status: "ok", hydrationModules, image: ogCheckPath(deps.from, deps.to) };
  return { status: trpcErrorCode(check.reason) === "NOT_FOUND" ? "not-found" : "failed", hydrationModules };
}
