/**
 * @module A passport's world map (or 2–4 passports' combined map): an SVG choropleth drawn by the server
 * (worker/maps/), its legend with counts, a tooltip naming the destination under the pointer or focus, and the same
 * facts as a table. The map is a server fragment (client/components/server-fragment.tsx): the browser ships no map
 * code; the SVG is drawn by the Worker at the fragment's address (/fragments/requirement-map?passports=…) and fetched
 * when the map nears the viewport, and again when the page's passports change. A visitor without scripts reads the
 * table, which the `<noscript>` note points to.
 */
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { checkHref } from "../../../shared/concessions/holds";
import { MAP_CREDIT } from "../../../shared/map/map-credit";
import type { MapDestination } from "../../../shared/map/map-drawing";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import type { RequirementCategory } from "../../../shared/visa/requirement";
import { ServerFragment } from "../../components/server-fragment";
import { openCheckLink } from "./check-link-click";

/**
 * The legend's order: the own country, then the categories easiest first (shared/passport/power.ts's order, written
 * out: importing that module would bring the resolution code into the finder's script).
 */
const LEGEND: readonly RequirementCategory[] = [
  "own-country",
  "visa-free",
  "visa-on-arrival",
  "eta",
  "e-visa",
  "visa-required",
  "no-admission",
  "unknown",
];

interface Tip {
  text: string;
  x: number;
  y: number;
}

export function RequirementMap({
  id,
  passports,
  holds,
  title,
  destinations,
  tableCaption,
}: {
  /** Unique on the page: the map's own id (a link target, e.g. the finder's "See the map") and the prefix of its parts' ids. */
  id: string;
  /** ISO 3166-1 alpha-2 codes the map is drawn for (one, or 2–4 combined). */
  passports: readonly string[];
  /** The URL's `holds` (e.g. "us-visa,uk-visa"): one Indian passport's map includes their concessions, and links to Indian checks keep them. */
  holds?: string;
  /** The map's accessible name, shared/passport/map-titles.ts. */
  title: string;
  destinations: readonly MapDestination[];
  tableCaption: string;
}) {
  const router = useRouter();
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // How many drawings were fetched: each new one is centred again.
  const [drawings, setDrawings] = useState(0);
  const [failed, setFailed] = useState(false);
  const [tip, setTip] = useState<Tip | null>(null);

  // A phone pans the map (passport.css): start centred on the visitor's own country (request.cf), whatever the
  // passport, so a visitor from the US sees the Americas and one from India South Asia (issue #33); on the middle
  // when it is unknown. Again when a new drawing arrives (`drawings`).
  useEffect(() => {
    const box = stage.current;
    if (!box || box.scrollWidth <= box.clientWidth) return;
    // The root's loader data (client/root-data.ts), read from the router this map already holds: the visitor's country
    // is fixed for the page, and importing the hook would cost the finder's tight script budget.
    const visitor = (router.state.matches[0]?.loaderData as { country?: string } | undefined)?.country;
    const home = frame.current?.querySelector(`[data-code="${visitor}"]`)?.getBoundingClientRect();
    const left = box.getBoundingClientRect().left;
    const centre = home ? home.left + home.width / 2 - left + box.scrollLeft : box.scrollWidth / 2;
    box.scrollLeft = Math.max(0, centre - box.clientWidth / 2);
  }, [drawings, router]);

  const counts = new Map<RequirementCategory, number>();
  for (const d of destinations) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);

  const show = (target: EventTarget, fromFocus: boolean) => {
    const place = target instanceof Element ? target.closest("[data-code]") : null;
    const box = frame.current?.getBoundingClientRect();
    if (!place || !box) return;
    const shape = place.getBoundingClientRect();
    setTip({
      text: place.querySelector("title")?.textContent ?? "",
      x: Math.min(Math.max(shape.left + shape.width / 2 - box.left, 0), box.width),
      y: fromFocus ? shape.top - box.top : Math.max(shape.top - box.top, 0),
    });
  };
  return (
    <div className="req-map" id={id}>
      {/* Keyboard users pass the map's ~200 links in one step; the table below holds the same facts. */}
      <a href={`#${id}-after`} className="req-map__skip">
        Skip the map
      </a>
      <figure className="req-map__figure" aria-labelledby={`${id}-caption`}>
        <div ref={stage} className="req-map__stage">
          <ServerFragment
            name="requirement-map"
            params={{ passports: passports.join(","), holds }}
            ref={frame}
            className="req-map__frame"
            whenNear="The map needs JavaScript. The table below has the same facts."
            onShown={() => setDrawings((n) => n + 1)}
            onFailed={setFailed}
            onPointerOver={(e: PointerEvent<HTMLDivElement>) => show(e.target, false)}
            onPointerLeave={() => setTip(null)}
            onFocus={(e: FocusEvent<HTMLDivElement>) => show(e.target, true)}
            onBlur={() => setTip(null)}
            onClick={(event) => openCheckLink(router, event)}
          />
          {tip ? (
            <div className="req-map__tip" aria-hidden="true" style={{ left: `${tip.x}px`, top: `${tip.y}px` }}>
              {tip.text}
            </div>
          ) : null}
        </div>
        {failed ? (
          <p className="note" role="status">
            The map could not be loaded. The table below has the same facts.
          </p>
        ) : null}
        <figcaption id={`${id}-caption`} className="req-map__legend">
          <span className="visually-hidden">{title}. </span>
          <ul className="req-map__keys">
            {LEGEND.filter((category) => counts.has(category)).map((category) => (
              <li key={category} className="req-map__key">
                <span className={`req-map__swatch map-c-${category}`} aria-hidden="true" />
                {CATEGORY_LABELS[category]} <span className="req-map__count">{counts.get(category)}</span>
              </li>
            ))}
          </ul>
          <span className="req-map__hint">Select a country to check its visa requirement.</span>
          <small className="req-map__credit">{MAP_CREDIT}</small>
        </figcaption>
      </figure>
      <details className="req-map__table" id={`${id}-after`}>
        <summary>The map as a table</summary>
        <div className="table-scroll">
          <table className="compact-table" id={`${id}-table`}>
            <caption className="visually-hidden">{tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">Destination</th>
                <th scope="col">Requirement</th>
              </tr>
            </thead>
            <tbody>
              {destinations.map((d) => (
                <tr key={d.code}>
                  <th scope="row">
                    <a href={checkHref(d.passport, d.code, holds)}>{d.name}</a>
                  </th>
                  <td>{CATEGORY_LABELS[d.category]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
