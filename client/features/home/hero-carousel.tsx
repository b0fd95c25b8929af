/**
 * @module Hero carousel: six cities, one every 5 s (spec: Home page), paused on hover/focus. Each shows the fee and
 * processing time of its check for the visitor's passport (site.hero, decisions 15 and 17: the spec's six cities for an
 * Indian passport), so a slide and the result a visitor gets by checking the city read the same, and each opens that
 * check, for that passport.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { HeroSlide } from "../../../shared/visa/hero";
import { useTrpc } from "../../trpc-react";

/** Spec section 9: carousel interval. */
export const CAROUSEL_INTERVAL_MS = 5000;

const NO_SLIDES: readonly HeroSlide[] = [];

const route = getRouteApi("/");

export function HeroCarousel() {
  const { utils } = useTrpc();
  // The home loader's passport (the visitor's), the same input as its ensureData: the slides come with the page.
  const { passport } = route.useLoaderData();
  const slides = useQuery(utils.site.hero.queryOptions({ passport })).data ?? NO_SLIDES;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Sample visa fees"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="carousel__track">
        {slides.map((slide, i) => (
          <li
            key={slide.city}
            className={i === index ? "carousel__slide is-active" : "carousel__slide"}
            aria-hidden={i !== index}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <a className="carousel__city" href={`/?from=${slide.passport}&to=${slide.destination}`} tabIndex={i === index ? 0 : -1}>
              {slide.city}
            </a>
            <span className="carousel__fee">{slide.fee}</span>
            <span className="carousel__detail">{slide.detail}</span>
          </li>
        ))}
      </ul>
      <div className="carousel__dots">
        {slides.map((slide, i) => (
          <button
            key={slide.city}
            type="button"
            className={i === index ? "carousel__dot is-active" : "carousel__dot"}
            aria-label={`Show ${slide.city}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
