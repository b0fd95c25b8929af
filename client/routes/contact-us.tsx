/**
 * @module Contact Us (/contact-us, spec: Contact Us; decision 8): the phone, the two e-mail addresses ([vars]
 * through the root loader), support hours, a card inviting contact, and the working contact form.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

export const contactUsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contact-us",
  head: ({ matches }) =>
    pageHead(
      {
        title: "Contact Us | Visa Fee Atlas",
        description: "Questions about a visa fee, a correction to our data or developer API access: write, call or send us a message.",
        path: "/contact-us",
        jsonLd: { type: "WebPage" },
      },
      matches,
    ),
  // The page is its own chunk (see client/routes/index.tsx).
  component: lazyRouteComponent(() => import("../features/leads/contact-us-page")),
});
