/**
 * @module /developers: the public API's documentation, its reference read from the OpenAPI document the API
 * generates (RouterContext.apiReference, server only). A static page: the browser's route tree leaves it out.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

export const developersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/developers",
  loader: ({ context }) => ({ operations: context.apiReference?.() ?? [], siteUrl: context.server?.site.url ?? "" }),
  head: ({ matches }) =>
    pageHead(
      {
        title: "Visa Fee Atlas API: visa requirements, fees and rates for developers",
        description:
          "A REST API for visa requirements of every passport and destination, visa fees for Indian passports in local currency, USD and INR, exchange rates and passport scores, each with its source and date.",
        path: "/developers",
        jsonLd: { type: "WebPage", datePublished: "2026-11-26", dateModified: "2026-11-26" },
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/developers/developers-page").then((view) => ({
      default: function DevelopersRouteComponent(): ReactElement {
        return <view.DevelopersPage {...developersRoute.useLoaderData()} />;
      },
    })),
  ),
});
