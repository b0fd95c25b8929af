/** @module The shared footer: blurb, contact details from [vars], links, data attribution and the year. */
import { useRootData } from "../root-data";
import { FEE_LINKS, type NavLink, PASSPORT_LINKS } from "./nav-links";
import { BRAND } from "../site";

/** The company pages, then the four country fee pages and the passport hub, as the navigation names them. */
const LINKS: readonly NavLink[] = [
  { href: "/about-us", label: "About Us" },
  { href: "/contact-us", label: "Contact Us" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  ...FEE_LINKS.slice(0, 4),
  ...PASSPORT_LINKS.slice(0, 1),
];

export function SiteFooter() {
  const { site, attributions, year } = useRootData();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__title">
            {BRAND}
          </h2>
          <p>
            Making international travel planning easier with accurate visa information. Figures are for guidance: always confirm with the official
            source before you apply.
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact
          </h2>
          <ul className="plain-list">
            <li>{site.contactEmail}</li>
            <li>{site.apiEmail}</li>
            <li>{site.contactPhone}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Links
          </h2>
          <ul className="plain-list">
            {LINKS.map(({ href, label }) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
            <li>
              {/* Consent can be changed at any time, not only from the first banner: the consent script opens the
                  preferences from any button marked so (client/consent/consent-controls.ts). */}
              <button type="button" className="link-button" data-cookie-preferences="">
                Cookie Preferences
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__sources">
        <h2 className="site-footer__title">Data sources</h2>
        <ul className="plain-list">
          {attributions.map((a) => (
            <li key={a.id}>
              {a.sourceUrl ? (
                <a href={a.sourceUrl} rel="noopener noreferrer" target="_blank">
                  {a.attribution}
                </a>
              ) : (
                a.attribution
              )}
            </li>
          ))}
        </ul>
        <p>
          © {year} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
