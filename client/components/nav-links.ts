/** @module The site's navigation links (spec: Shared header), shared by the wide navigation and the drawer. */

/** A navigation link: a same-site path (with an optional fragment) and its visible label. */
export interface NavLink {
  href: string;
  label: string;
}

/** Home, Visa Consultation, Contact Us: the bottom tab bar and the drawer's first links. */
export const PRIMARY_LINKS: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/visa-consultation", label: "Visa Consultation" },
  { href: "/contact-us", label: "Contact Us" },
];

/**
 * Developer API: 'Contact for API'. In the header it is a button opening the Contact for API dialog
 * (features/leads/api-contact.tsx); `href`, the contact page's API address, serves anywhere a plain link is needed.
 */
export const API_LINK: NavLink = { href: "/contact-us#api", label: "Contact for API" };

/** Country Visa Fees: the five fee pages (USA, UK, Canada, Schengen, comparison). */
export const FEE_LINKS: readonly NavLink[] = [
  { href: "/usa-visa-fees", label: "USA Visa Fees" },
  { href: "/uk-visa-fees", label: "UK Visa Fees" },
  { href: "/canada-visa-fees", label: "Canada Visa Fees" },
  { href: "/schengen-visa-fees", label: "Schengen Visa Fees" },
  { href: "/visa-fees-comparison", label: "Visa Fees Comparison" },
];

/** Passport Guides: the hub and the seven /passport/* guides. */
export const PASSPORT_LINKS: readonly NavLink[] = [
  { href: "/passport-guide", label: "Passport Guide" },
  { href: "/passport/indian-passport-strength", label: "Indian Passport Strength" },
  { href: "/passport/strengthen-passport", label: "Strengthen Your Passport" },
  { href: "/passport/visa-rejection-reasons", label: "Visa Rejection Reasons" },
  { href: "/passport/difficult-visa-countries", label: "Difficult Visa Countries" },
  { href: "/passport/easy-visa-countries", label: "Easy Visa Countries" },
  { href: "/passport/age-visa-approval", label: "Age and Visa Approval" },
  { href: "/passport/financial-requirements", label: "Financial Requirements" },
];

/**
 * Visa Tools: the data-driven pages of the route table that the header's spec lists do not name, most asked-for
 * first (issue #33: home's "Visa tools" block and the phone menu's first group list them in this order). The Trip
 * Planner and the concessions page are here too (issue #46: found only from home and a check's result, a visitor on
 * any other page never learnt of them). Every entry here costs bytes on every app page's first JavaScript.
 */
export const TOOL_LINKS: readonly NavLink[] = [
  { href: "/passport-ranking", label: "Passport Ranking" },
  { href: "/compare-passports", label: "Compare Passports" },
  { href: "/visa-free", label: "No Visa Countries" },
  { href: "/schengen-calculator", label: "Schengen 90/180 Calculator" },
  { href: "/trip", label: "Trip Planner" },
  { href: "/changes", label: "What Changed" },
  { href: "/visa-free-with-us-uk-schengen-visa", label: "Visa Free With a US/UK Visa" },
  { href: "/visa-fees", label: "Search Visa Fees" },
  { href: "/verified-visa-fees", label: "Verified Visa Fees" },
  { href: "/developers", label: "Visa Data API" },
];

/** Id of the wide navigation, where the narrow menu link leads before hydration or without JavaScript (nav.css). */
export const NAV_FALLBACK_ID = "site-nav";

/**
 * The dropdown groups of the wide navigation, in order (the drawer shows the same groups as sections). The tools come
 * first (issue #33: last of ~25 links, they were out of reach on a phone): first in the drawer, and first in the
 * narrow navigation shown before hydration or without a script.
 */
export const NAV_GROUPS = [
  { id: "tools", label: "Visa Tools", links: TOOL_LINKS },
  { id: "fees", label: "Country Visa Fees", links: FEE_LINKS },
  { id: "passport", label: "Passport Guides", links: PASSPORT_LINKS },
] as const;
