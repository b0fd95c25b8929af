/**
 * @module Personalized Visa Consultation (/visa-consultation, spec: Visa Consultation): step 1 (origin from the
 * edge, else India; destination; tourist visa), step 2 (name and contact number, stored in D1 within the rate
 * limit), step 3 (the visa check's results with the currency selector, Start Over).
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

/** Origin when the edge gives no usable country (spec: default IN; decision 3). */
export const CONSULTATION_FALLBACK_ORIGIN = "IN";

export const visaConsultationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/visa-consultation",
  loader: async ({ context, parentMatchPromise }): Promise<{ origin: string }> => {
    const [countries, root] = await Promise.all([context.trpc.countries.list.ensureData(), parentMatchPromise]);
    const edge = root.loaderData?.country;
    return { origin: edge && countries.some((c) => c.code === edge) ? edge : CONSULTATION_FALLBACK_ORIGIN };
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: "Personalized Visa Consultation | Visa Fee Atlas",
        description: "Tell us where you are going: get the visa fees, processing time and documents for your trip, and a call back from our team.",
        path: "/visa-consultation",
        jsonLd: { type: "Service", serviceType: "Visa consultation" },
      },
      matches,
    ),
  // The page is its own chunk (see client/routes/index.tsx).
  component: lazyRouteComponent(() => import("../features/leads/visa-consultation-page")),
});
