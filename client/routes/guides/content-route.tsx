/**
 * @module The route of one editorial page: its loader reads the D1 counts and fee records the page quotes
 * (tRPC in-process on the server), its head() comes from the page record, and its component (with the record)
 * is a lazy chunk, so none of the guides weigh on the shared entry.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { fillTokens, pageFaqs, plainText, tokenValues } from "../../../shared/content/facts";
import { fillFeeTokens } from "../../components/content/fee-tokens";
import type { ContentPage, Faq, PageKind } from "../../../shared/content/types";
import type { StructuredData } from "../../seo/json-ld";
import { pageHead } from "../../seo/meta";
import { rootRoute } from "../root";

/** A page record module: `export const page: ContentPage`. */
export type PageModule = { page: ContentPage };

/** The part of a record the document head needs, passed through loader data. */
export interface HeadFacts {
  path: string;
  metaTitle: string;
  description: string;
  kind: PageKind;
  publishedOn: string;
  updatedOn: string;
  faqs: Faq[];
}

function structuredData(head: HeadFacts): StructuredData[] {
  const main: StructuredData =
    head.kind.type === "Article"
      ? { type: "Article", datePublished: head.publishedOn, dateModified: head.updatedOn }
      : head.kind.type === "Service"
        ? { type: "Service", serviceType: head.kind.serviceType }
        : { type: "WebPage", datePublished: head.publishedOn, dateModified: head.updatedOn };
  return head.faqs.length ? [main, { type: "FAQPage", faqs: head.faqs }] : [main];
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
      const { page } = await load();
      // Into the request's query cache, which is dehydrated with the page: the component reads it from there.
      const [facts, fees, , root] = await Promise.all([
        context.trpc.editorial.facts.ensureData(),
        page.feeDestinations?.length ? context.trpc.editorial.fees.ensureData({ destinations: [...page.feeDestinations] }) : null,
        page.blocks.some((b) => b.kind === "india-no-visa") ? context.trpc.visaFree.list.ensureData({ passport: "IN" }) : null,
        parentMatchPromise,
      ]);
      // The head quotes the same D1 figures as the page: tokens filled, links reduced to their labels.
      const values = tokenValues(facts, root.loaderData?.site.contactEmail ?? "");
      const fill = (text: string) => plainText(fillFeeTokens(fillTokens(text, values), fees?.records ?? [], fees?.ratesAsOn ?? null));
      const head: HeadFacts = {
        path: page.path,
        metaTitle: fill(page.metaTitle),
        description: fill(page.description),
        kind: page.kind,
        publishedOn: page.publishedOn,
        updatedOn: page.updatedOn,
        faqs: pageFaqs(page).map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
      };
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
          ogType: head.kind.type === "Article" ? "article" : "website",
          jsonLd: structuredData(head),
        },
        matches,
      );
    },
    component: lazyRouteComponent(() =>
      Promise.all([load(), import("../../components/content/content-page")]).then(([mod, view]) => ({
        default: function ContentRouteComponent() {
          return <view.ContentPageView page={mod.page} />;
        },
      })),
    ),
  });
}
