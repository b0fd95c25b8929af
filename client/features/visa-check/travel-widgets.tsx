/**
 * @module Flight and hostel offers beside a result (spec: home results, 'Visa' tab). The affiliate widgets load
 * only when configured in [vars] and the visitor granted advertising consent (decision 9); otherwise, and until
 * then, plain outbound links that send nothing to a third party before the visitor clicks.
 */
import { useEffect, useRef } from "react";
import { thirdPartyConfig, widgetUrl } from "../../../shared/consent/third-party-config";
import { allowedThirdParties } from "../../../shared/consent/third-parties";
import { useConsent } from "../../consent/use-consent";
import { useRootData } from "../../root-data";
import { injectScript } from "../../third-parties/gtag";

interface Place {
  code: string;
  name: string;
}

/** One widget: a container the affiliate script renders into. */
function Widget({ src, label }: { src: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) injectScript(src, box.current);
  }, [src]);
  return <div ref={box} className="travel-widget" aria-label={label} role="region" />;
}

export function TravelWidgets({ origin, destination }: { origin: Place; destination: Place }) {
  const { thirdParties, consent: serverConsent } = useRootData();
  const consent = useConsent(serverConsent);
  const widgetsAllowed = allowedThirdParties(thirdPartyConfig(thirdParties), consent).includes("affiliate-widgets");
  const flights = `https://www.google.com/travel/flights?q=${encodeURIComponent(`Flights from ${origin.name} to ${destination.name}`)}`;
  const hostels = `https://www.hostelworld.com/search?search_keywords=${encodeURIComponent(destination.name)}`;
  return (
    <div className="travel-links">
      {widgetsAllowed && thirdParties.flightsWidgetUrl ? (
        <Widget
          src={widgetUrl(thirdParties.flightsWidgetUrl, { origin: origin.code, destination: destination.code })}
          label={`Flights to ${destination.name}`}
        />
      ) : (
        <a href={flights} target="_blank" rel="noopener noreferrer">
          Search flights to {destination.name}
        </a>
      )}
      {widgetsAllowed && thirdParties.hostelsWidgetUrl ? (
        <Widget src={widgetUrl(thirdParties.hostelsWidgetUrl, { destination: destination.code })} label={`Hostels in ${destination.name}`} />
      ) : (
        <a href={hostels} target="_blank" rel="noopener noreferrer">
          Find hostels in {destination.name}
        </a>
      )}
    </div>
  );
}
