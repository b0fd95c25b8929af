/** @module The home page's content: hero, the visa check, the tools, the free-text search, link and guide cards. */
import { CheckPanel } from "../visa-check/check-panel";
import { ServerFragment } from "../../components/server-fragment";
import { HeroCarousel } from "./hero-carousel";
import { VisaSearch } from "../search/visa-search";
import { getRouteApi } from "@tanstack/react-router";
import { useRootData } from "../../root-data";

const route = getRouteApi("/");

export default function HomePage() {
  // The visitor's passport (home-passport.ts): the carousel and the search answer for it, as the check panel starts with it.
  const { passport } = route.useLoaderData();
  // /visa-fees answers for the visitor's country too; the form names the passport only where home fell back otherwise.
  const { country } = useRootData();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 className="hero__title">Know what your visa costs before you go</h1>
            <p className="hero__lead">
              Fees in local currency, USD and your own currency, processing times, validity and e-Visa or visa on arrival options, with the source for
              every figure, official where we found one.
            </p>
          </div>
          <HeroCarousel />
        </div>
      </section>
      <CheckPanel />
      {/* Issue #33: the tools under the check, drawn by the Worker like the cards below (worker/fragments/home.tsx). */}
      <ServerFragment name="home-tools" params={{}} />
      <VisaSearch id="home-search" headingLevel={2} showPageLink passport={passport} passportInForm={passport !== country} />
      {/* The fee-page and guide cards are static links: the Worker draws them (worker/fragments/home.tsx). */}
      <ServerFragment name="home-cards" params={{}} />
    </>
  );
}
