/**
 * @module One stop of the trip's answer: its country, days and kind, then for each passport the answer a careful
 * travel agent gives: what governs it (the entry rule with the documents held, or the transit rule with its
 * exemptions, confidence and source), whether the days fit, the fee, what to get and the warnings inside the stop;
 * with two passports, which one is easier and why.
 */
import { documentName } from "../../../shared/concessions/documents";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { STOP_KIND_LABELS } from "../../../shared/trip/plan";
import { FEE_TEXTS } from "../../../shared/trip/stop-texts";
import type { PassportStopView, StopView, TransitView } from "../../../shared/trip/view";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { CONFIDENCE_LABELS, TRANSIT_REQUIREMENT_LABELS, TRIP_PAGE_TEXTS as T } from "./trip-page-texts";

const d = (date: string) => formatIsoDate(date as IsoDate);

function Source({ name, url, date }: { name: string | null; url: string | null; date?: string | null }) {
  if (!name) return null;
  return (
    <>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      {date ? `, ${date}` : null}
    </>
  );
}

function TransitFacts({ transit }: { transit: TransitView }) {
  const rule = transit.requirement ? TRANSIT_REQUIREMENT_LABELS[transit.requirement] : null;
  return (
    <>
      {transit.known ? (
        <>
          <dt>
            {T.transitRule} ({transit.mode})
          </dt>
          <dd>
            {rule ?? "Not determined"}
            {transit.document ? `: ${transit.document}` : null}
            {transit.maxHours ? `. ${T.maxHours(transit.maxHours)}` : null}
            {transit.confidence ? (
              <span className="trip-stop__confidence">
                {" "}
                ({CONFIDENCE_LABELS[transit.confidence]}, {transit.official ? "official source" : "not an official source"})
              </span>
            ) : null}
          </dd>
        </>
      ) : null}
      {transit.exemption ? (
        <>
          <dt>{T.exemptedBy}</dt>
          <dd>
            Your {documentName(transit.exemption.document)}: {transit.exemption.effect}. {transit.exemption.conditions}
          </dd>
        </>
      ) : null}
      {transit.notExempting.length > 0 ? (
        <>
          <dt>{T.notExempting}</dt>
          <dd>{transit.notExempting.map((n) => `${n.text} ${n.conditions}`).join(" ")}</dd>
        </>
      ) : null}
    </>
  );
}

/** A rule's conditions, the documents the site does not list, and its source: folded, the answer stays short. */
function TransitMore({ transit }: { transit: TransitView }) {
  if (transit.otherDocuments.length === 0 && !transit.conditions && !transit.source) return null;
  return (
    <details className="trip-stop__more">
      <summary>{T.ruleDetails}</summary>
      <dl className="trip-stop__facts">
        {transit.otherDocuments.length > 0 ? (
          <>
            <dt>{T.otherDocuments}</dt>
            <dd>
              <ul className="trip-stop__list">
                {transit.otherDocuments.map((o) => (
                  <li key={o.name}>
                    {o.name}: {o.effect}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {transit.conditions ? (
          <>
            <dt>{T.conditions}</dt>
            <dd>{transit.conditions}</dd>
          </>
        ) : null}
        {transit.source ? (
          <>
            <dt>{T.source}</dt>
            <dd>
              <Source name={transit.source} url={transit.sourceUrl} date={transit.sourceDate} />
            </dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

function PassportAnswer({ answer }: { answer: PassportStopView }) {
  const entry = answer.entry;
  const fee = answer.fee;
  const verify = answer.transit?.verify ?? null;
  return (
    <>
      <p className="trip-stop__summary" data-level={answer.level ?? "unknown"}>
        <strong>{answer.summary}</strong>
      </p>
      {verify ? <p className="trip-stop__verify">{verify}</p> : null}
      {answer.enabledBy ? <p className="trip-stop__enabled">{answer.enabledBy.text}</p> : null}
      <dl className="trip-stop__facts">
        {answer.transit ? <TransitFacts transit={answer.transit} /> : null}
        {entry && !entry.ownCountry ? (
          <>
            <dt>{T.entryRule}</dt>
            <dd>
              {entry.requirement ? CATEGORY_LABELS[entry.requirement] : "Not on record"}
              {entry.provenance ? (
                <span className="trip-stop__source">
                  {" "}
                  (
                  {entry.provenance.kind !== "dataset" ? (
                    <Source name={entry.provenance.source} url={entry.provenance.sourceUrl} />
                  ) : (
                    "Passport Index"
                  )}
                  , {d(entry.provenance.asOn)})
                </span>
              ) : null}
            </dd>
            {entry.concession && entry.passportOnly ? (
              <>
                <dt>{T.passportOnly}</dt>
                <dd>
                  {CATEGORY_LABELS[entry.passportOnly]}. With your {documentName(entry.concession.document)}: {entry.concession.conditions} (
                  <Source name={entry.concession.source} url={entry.concession.sourceUrl} />)
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {answer.stay ? (
          <>
            <dt>{T.stay}</dt>
            <dd data-fits={answer.stay.fits === false ? "no" : undefined}>{answer.stay.text}</dd>
          </>
        ) : null}
        <dt>{T.fee}</dt>
        <dd>
          {fee.text}
          {fee.status === "listed" && fee.estimate ? <span className="trip-stop__estimate"> {FEE_TEXTS.estimate}</span> : null}
          {fee.status === "listed" && fee.source ? (
            <span className="trip-stop__source">
              {" "}
              (<Source name={fee.source} url={fee.sourceUrl} />)
            </span>
          ) : null}
        </dd>
        {answer.need ? (
          <>
            <dt>{T.toGet}</dt>
            <dd>{answer.need.name}</dd>
          </>
        ) : null}
      </dl>
      {answer.transit ? <TransitMore transit={answer.transit} /> : null}
      {answer.warnings.length > 0 ? (
        <ul className="trip-stop__warnings">
          {answer.warnings.map((w) => (
            <li key={w.text} data-kind={w.kind}>
              {w.text}
              {w.sourceUrl && w.source ? (
                <>
                  {" "}
                  (<Source name={w.source} url={w.sourceUrl} />)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The stop; `passports` names the plan's passports, for the headings when there are two. */
export function TripStop({ stop, passports }: { stop: StopView; passports: readonly { code: string; name: string }[] }) {
  const two = stop.byPassport.length > 1;
  const days = stop.arriveOn === stop.departOn ? d(stop.arriveOn) : `${d(stop.arriveOn)} to ${d(stop.departOn)}`;
  const kind = stop.byPassport[0]?.kind ?? stop.plannedKind;
  return (
    <li className="trip-stop" id={`stop-${stop.n}`}>
      <h3 className="trip-stop__title">
        {stop.n}. {stop.country.name}
      </h3>
      <p className="trip-stop__when">
        {STOP_KIND_LABELS[kind]}
        {kind !== stop.plannedKind ? ` (planned as ${STOP_KIND_LABELS[stop.plannedKind].toLowerCase()})` : null}, {days}
      </p>
      {stop.byPassport.map((answer) => (
        <div key={answer.passport} className="trip-stop__passport">
          {two ? <h4>With your {passports.find((p) => p.code === answer.passport)?.name ?? answer.passport} passport</h4> : null}
          <PassportAnswer answer={answer} />
        </div>
      ))}
      {stop.choice ? (
        <p className="trip-stop__choice">
          <strong>{T.easier}:</strong> {stop.choice.reason}
        </p>
      ) : null}
    </li>
  );
}
