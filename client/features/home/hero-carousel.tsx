/** @module Hero carousel: six sample destinations, one every 5 s (spec: Home page), paused on hover/focus. */
import { useEffect, useState } from "react";

/** Spec section 9: carousel interval. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The spec's six examples (figures as the spec gives them; the fee pages carry the sourced ones). */
export const CAROUSEL_SLIDES = [
  { city: "Dubai", fee: "$27", detail: "on arrival" },
  { city: "Paris", fee: "$95", detail: "15 days" },
  { city: "Tokyo", fee: "$20", detail: "5-7 days" },
  { city: "New York", fee: "$185", detail: "3-5 days" },
  { city: "London", fee: "$160", detail: "15 days" },
  { city: "Singapore", fee: "$22", detail: "2-3 days" },
] as const;

export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % CAROUSEL_SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

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
        {CAROUSEL_SLIDES.map((slide, i) => (
          <li
            key={slide.city}
            className={i === index ? "carousel__slide is-active" : "carousel__slide"}
            aria-hidden={i !== index}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${CAROUSEL_SLIDES.length}`}
          >
            <span className="carousel__city">{slide.city}</span>
            <span className="carousel__fee">{slide.fee}</span>
            <span className="carousel__detail">{slide.detail}</span>
          </li>
        ))}
      </ul>
      <div className="carousel__dots">
        {CAROUSEL_SLIDES.map((slide, i) => (
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
