/**
 * @module Compare passports (/compare-passports?passports=IN,AE,SG): 2–4 passports side by side, their combined and
 * shared scores, the combined map and the destinations where they differ. One passport is shown with its rank and
 * score and a prompt to add another; a list that cannot be compared gets its message on the page beside its known
 * passports; lower case or spaces redirect to the canonical upper-case list.
 */
import { codeTextOf, textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

/** Search params: the passports as the URL gives them ("IN,AE,SG"), checked by the loader. */
export interface CompareSearch {
  passports?: string;
  /** Documents an Indian passport holder holds, as typed: "India with my documents" reads them (a server fragment, worker/fragments/concessions.tsx). */
  holds?: string;
}

export const comparePassportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/compare-passports",
  validateSearch: (search: Record<string, unknown>): CompareSearch => {
    // The loader checks whatever text was given.
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return { passports: codeTextOf(search.passports), holds: textOf(search.holds) };
  },
  loaderDeps: ({ search }) => ({ passports: search.passports }),
  // Loaded when it runs, keeping the list's rules and texts out of the browser's first bundle.
  loader: ({ context, deps }) => import("../features/compare-passports/compare-loader").then((m) => m.compareLoader({ context, deps })),
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        ...(loaderData?.meta ?? { title: "Compare passports | Visa Fee Atlas", path: "/compare-passports" }),
        errorState: loaderData?.status === "invalid" || loaderData?.status === "failed",
        description: "Compare 2 to 4 passports: rank, score, what a dual citizen or a family reaches together, a combined map and every difference.",
        jsonLd: { type: "WebPage" },
      },
      matches,
    ),
  component: lazyRouteComponent(() => import("../features/compare-passports/compare-page")),
});
