/** @module The not-found page (spec: Not-found page); the worker answers it with HTTP 404. */
import { Link } from "@tanstack/react-router";

export function NotFound() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <ul className="not-found__links">
        <li>
          <Link to="/" className="button button--primary">
            Back to Home
          </Link>
        </li>
        <li>
          <a href="/visa-fees">Visa Fees</a>
        </li>
        <li>
          <a href="/visa-free">Visa-Free Countries</a>
        </li>
        <li>
          <a href="/about-us">About Us</a>
        </li>
        <li>
          <a href="/contact-us">Contact Us</a>
        </li>
      </ul>
    </section>
  );
}
