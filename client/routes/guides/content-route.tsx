/**
 * @module The route of one editorial page: its loader reads the D1 counts and fee records the page quotes
 * (tRPC in-process on the server), its head() comes from the page record, and its component (with the record)
 * is a lazy chunk, so none of the guides weigh on the shared entry.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ContentPage } from "../../../shared/content/types";
import { articleLd, faqPageLd } from "../../seo/guide-ld";
import type { StructuredData } from "../../seo/json-ld";
import { pageHead } from "../../seo/meta";
import { rootRoute } from "../root";
import type { HeadFacts } from "./content-head";

/** A page record module: `export const page: ContentPage`. */
export type PageModule = { page: ContentPage };

function structuredData(head: HeadFacts): StructuredData[] {
  const main: StructuredData =
    head.kind.type === "Article"
      ? articleLd({ datePublished: head.publishedOn, dateModified: head.updatedOn })
      : head.kind.type === "Service"
        ? { type: "Service", serviceType: head.kind.serviceType }
        : { type: "WebPage", datePublished: head.publishedOn, dateModified: head.updatedOn };
  return head.faqs.length ? [main, faqPageLd(head.faqs)] : [main];
}

/**
 * Creates the route of an editorial page at `path`, whose record `load` imports (a literal dynamic import,
 * so the bundler gives each page its own chunk).
 */
export function contentRoute<TPath extends string>(path: TPath, load: () => Promise<PageModule>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context, parentMatchPromise }) => {
      const [{ page }, { buildHead }] = await Promise.all([load(), import("./content-head")]);
      // Into the request's query cache, which is dehydrated with the page: the component reads it from there.
      const [facts, fees, , root] = await Promise.all([
        context.trpc.editorial.facts.ensureData(),
        page.feeDestinations?.length ? context.trpc.editorial.fees.ensureData({ destinations: [...page.feeDestinations] }) : null,
        page.blocks.some((b) => b.kind === "india-no-visa") ? context.trpc.visaFree.list.ensureData({ passport: "IN" }) : null,
        parentMatchPromise,
      ]);
      // The head quotes the same D1 figures as the page.
      const head = buildHead(page, facts, fees, root.loaderData?.site.contactEmail ?? "");
      return { head };
    },
    head: ({ loaderData, matches }) => {
      if (!loaderData) return { meta: [] };
      const { head } = loaderData;
      return pageHead(
        {
          title: head.metaTitle,
          description: head.description,
          path: head.path,
          image: "/og/guides.png",
          ogType: head.kind.type === "Article" ? "article" : "website",
          jsonLd: structuredData(head),
        },
        matches,
      );
    },
    component: lazyRouteComponent(() =>
      Promise.all([load(), import("../../features/content/content-page")]).then(([mod, view]) => ({
        default: function ContentRouteComponent() {
          return <view.ContentPageView page={mod.page} />;
        },
      })),
    ),
  });
}
