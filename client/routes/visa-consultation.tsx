/**
 * @module Personalized Visa Consultation (/visa-consultation, spec: Visa Consultation): step 1 (origin from the
 * edge, else India; destination; tourist visa), step 2 (name and contact number, stored in D1 within the rate
 * limit), step 3 (the visa check's results with the currency selector, Start Over).
 */
import { createRoute, Link } from "@tanstack/react-router";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";
import { ConsultationFlow } from "./-components/consultation-flow";

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
  component: VisaConsultationPage,
});

function VisaConsultationPage() {
  return (
    <div className="container consultation">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Visa Consultation</li>
        </ol>
      </nav>
      <h1 className="consultation__title">Personalized Visa Consultation</h1>
      <p className="consultation__lead">
        Choose your destination, leave your name and number, and see the visa fees, processing time and documents for your
        trip. Our team will call you back with the next steps.
      </p>
      <ConsultationFlow />
      <p className="note consultation__terms">
        By submitting your details you agree to our <a href="/terms-of-service">Terms of Service</a>.
      </p>
    </div>
  );
}
