/**
 * @module The consultation's three steps (spec section 4: destination chosen → 'Get Visa Details' → form → on a
 * successful save, results; Start Over returns to the start). Step 2's form loads lazily with its rules (the
 * phone metadata), on the first hover or focus of 'Get Visa Details', keeping them out of the initial JavaScript;
 * step 3's result (lazy-check-result.ts) loads with step 2.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useRef, useState } from "react";
import { CountryPicker } from "../../components/country-picker";
import { toast } from "../../components/toast-store";
import { useTrpc } from "../../trpc-react";
import { CheckResult } from "../visa-check/lazy-check-result";

const loadForm = () => import("./consultation-form");
const ConsultationForm = lazy(loadForm);

const route = getRouteApi("/visa-consultation");

type Step = { step: 1 } | { step: 2 } | { step: 3; name: string };

export function ConsultationFlow() {
  const { origin: edgeOrigin } = route.useLoaderData();
  const { utils } = useTrpc();
  const countries = useQuery(utils.countries.list.queryOptions()).data ?? [];
  const [origin, setOrigin] = useState<string>(edgeOrigin);
  const [destination, setDestination] = useState<string | null>(null);
  const [state, setState] = useState<Step>({ step: 1 });
  const heading = useRef<HTMLHeadingElement>(null);

  function go(next: Step) {
    // Step 3 shows the check's result: its code (a chunk of its own) loads while the visitor fills the form.
    if (next.step === 2) void CheckResult.preload?.();
    setState(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow the change.
    requestAnimationFrame(() => heading.current?.focus());
  }

  function getDetails() {
    if (!destination) {
      toast({ title: "Country Required", description: "Please select a destination country.", variant: "destructive" });
      return;
    }
    if (destination === origin) {
      toast({ title: "Same Country Selected", description: "Origin and destination countries cannot be the same.", variant: "destructive" });
      return;
    }
    // Results are shown after the save: fetch them meanwhile.
    void utils.visa.check.prefetch({ passport: origin, destination });
    go({ step: 2 });
  }

  const destinationCountry = countries.find((c) => c.code === destination) ?? null;

  return (
    <section className="panel consultation__panel" aria-labelledby="consultation-step">
      <ol className="steps" aria-label="Progress">
        {["Destination", "Your details", "Visa details"].map((label, i) => (
          <li
            key={label}
            className="steps__item"
            aria-current={state.step === i + 1 ? "step" : undefined}
            data-done={state.step > i + 1 || undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      {state.step === 1 ? (
        <form
          className="consultation__step"
          onSubmit={(event) => {
            event.preventDefault();
            getDetails();
          }}
        >
          <h2 id="consultation-step" ref={heading} tabIndex={-1} className="panel__title">
            Where are you going?
          </h2>
          <div className="consultation__fields">
            <CountryPicker id="consultation-origin" label="Where I'm From" countries={countries} value={origin} onChange={setOrigin} />
            <CountryPicker
              id="consultation-destination"
              label="Where I'm Going"
              countries={countries}
              value={destination}
              onChange={setDestination}
            />
            <div className="field" role="group" aria-labelledby="consultation-type-label">
              <span className="field__label" id="consultation-type-label">
                Visa Type
              </span>
              <p className="field__static">Tourist Visa (Default)</p>
            </div>
          </div>
          <button
            type="submit"
            className="button button--primary consultation__next"
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
          >
            Get Visa Details
          </button>
        </form>
      ) : null}
      {state.step === 2 && destinationCountry ? (
        <div className="consultation__step">
          <h2 id="consultation-step" ref={heading} tabIndex={-1} className="panel__title">
            Your details for {destinationCountry.name}
          </h2>
          <Suspense fallback={<p className="note">Loading the form…</p>}>
            <ConsultationForm
              origin={origin}
              destination={destinationCountry.code}
              onBack={() => go({ step: 1 })}
              onSaved={(name) => go({ step: 3, name })}
            />
          </Suspense>
        </div>
      ) : null}
      {state.step === 3 && destination ? (
        <div className="consultation__step">
          <h2 id="consultation-step" ref={heading} tabIndex={-1} className="panel__title">
            Your visa details
          </h2>
          <p className="consultation__thanks" role="status">
            Thank you for your submission! Someone from our team will get back to you soon with further updates and process details.
          </p>
          <Suspense fallback={null}>
            <CheckResult pair={{ from: origin, to: destination }} status="ok" />
          </Suspense>
          <button
            type="button"
            className="button button--secondary consultation__restart"
            onClick={() => {
              setDestination(null);
              go({ step: 1 });
            }}
          >
            Start Over
          </button>
        </div>
      ) : null}
    </section>
  );
}
