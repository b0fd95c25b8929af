/** @module The shared header: brand and primary navigation (the full shell arrives with the shell issue). */
import { Link } from "@tanstack/react-router";
import { BRAND } from "../site";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${BRAND} home`}>
          <span className="brand__mark" aria-hidden="true">
            ✈
          </span>
          {BRAND}
        </Link>
        <nav aria-label="Primary" className="site-nav">
          <Link to="/" activeOptions={{ exact: true, includeSearch: false }} className="site-nav__link">
            Home
          </Link>
          <a href="/visa-consultation" className="site-nav__link">
            Visa Consultation
          </a>
          <a href="/contact-us" className="site-nav__link">
            Contact Us
          </a>
        </nav>
      </div>
    </header>
  );
}
