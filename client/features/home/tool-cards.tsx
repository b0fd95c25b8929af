/**
 * @module Home's "Visa tools" block under the check (issue #33: the tools were reachable only from the menus): one
 * card per tool of the navigation's Visa Tools group, with a line on what it answers. Drawn by the Worker only (the
 * `home-tools` server fragment, worker/fragments/home.tsx), so the descriptions never reach the browser's JavaScript.
 */
import { type NavLink, TOOL_LINKS } from "../../components/nav-links";

/** One line per tool, keyed by its path: what a visitor gets there. */
export const TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "/passport-ranking": "Every passport ranked by where its holders go without a visa in advance.",
  "/compare-passports": "Two to four passports side by side, destination by destination.",
  "/visa-free": "Where you can go with no visa or a visa on arrival, plus e-Visa countries.",
  "/schengen-calculator": "Days used, days left and your next stay under the 90/180-day rule.",
  "/trip": "Every stop of a trip: visas, transit rules, Schengen days, total cost and dates to apply by.",
  "/changes": "Visa requirement changes since 2021, newest first.",
  "/visa-free-with-us-uk-schengen-visa": "What a US, UK or Schengen visa unlocks for Indian passports.",
  "/visa-fees": "Search fees by country, city, visa type or e-Visa.",
  "/verified-visa-fees": "Fees for Indian passports with each one's source and the day we read it.",
  "/developers": "Visa requirements, fees, exchange rates and passport scores as a REST API.",
};

/**
 * Home's tools: the navigation's Visa Tools group, the trip planner and the concessions page among them (issue #46:
 * until then they were listed here only, the navigation having no bytes to spare for them).
 */
export const HOME_TOOL_LINKS: readonly NavLink[] = TOOL_LINKS;

/** The tools with their descriptions, in the navigation's order. */
export const HOME_TOOLS: readonly (NavLink & { text: string })[] = HOME_TOOL_LINKS.map((link) => ({
  ...link,
  text: TOOL_DESCRIPTIONS[link.href] ?? "",
}));

/** The block: a heading and a card per tool. */
export function ToolCards() {
  return (
    <section className="container section" aria-labelledby="visa-tools">
      <h2 id="visa-tools" className="section__title">
        Visa tools
      </h2>
      <ul className="card-grid tool-grid">
        {HOME_TOOLS.map((tool) => (
          <li key={tool.href}>
            <a className="link-card" href={tool.href}>
              <span className="link-card__title">{tool.label}</span>
              <span className="link-card__text">{tool.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
