/**
 * @module The public API's answers (issue #23), from the same services as the pages: countries, one passport's
 * requirements, one pair with its provenance, a destination's fee records priced at the current rates, the rate
 * table and the passport ranking. Each answer carries the dates of its data, and each record that cites a source its
 * `sourceStatus` (issue #35): whether the watch saw its page change after we read it, or stop answering.
 */
import { feeInForce, hasSource } from "../../shared/visa/fee-option";
import { priceOption } from "../../shared/visa/priced-option";
import { HOME_CURRENCY } from "../../shared/money/visitor-currency";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listCountries } from "../db/queries/countries";
import { listDatasets } from "../db/queries/datasets";
import { loadDataVersion } from "../db/queries/datasets";
import { loadRateSnapshot } from "../db/queries/rates";
import { loadPairData } from "../db/queries/visa";
import { CountryNotFoundError } from "./errors";
import { loadPassportProfile, loadPassportRanking } from "./passport-power";
import { loadVisaCheck } from "./visa-check";
import { loadSourceStatuses } from "./source-statuses";
import { publicSourceStatus, type PublicSourceStatus } from "../../shared/watch/source-note";
import type { SourceStatuses } from "../../shared/watch/source-statuses";

/**
 * The currency of the API's `inr` amounts: the API answers every caller alike (it is cached by URL, not by visitor),
 * so its documented third amount stays rupees whatever the caller's country.
 */
const API_CURRENCY = HOME_CURRENCY;

/**
 * A record's `sourceStatus`: its page's status as the API states it (the pages' notes read the same statusOf), or
 * null for a record that cites no page. `readOn`: the day the record says a person read the page.
 */
function sourceStatusField(statuses: SourceStatuses, url: string | null, readOn: IsoDate | null): PublicSourceStatus | null {
  const status = statuses.statusOf({ url, readOn });
  return status && publicSourceStatus(status);
}

/** Every country: code, name, region, flag, dated by the requirement dataset that lists them. */
export async function apiCountries(db: Db) {
  const [countries, datasets] = await Promise.all([listCountries(db), listDatasets(db)]);
  return {
    dataAsOf: datasets.find((d) => d.id === "passport-index")?.asOn ?? null,
    data: countries.map((c) => ({ code: c.code, name: c.name, region: c.region, flag: c.flagEmoji })),
  };
}

/**
 * Every destination's requirement for `passport` as of `today` (YYYY-MM-DD, UTC).
 * @throws CountryNotFoundError for a passport not in the data.
 */
export async function apiRequirements(db: Db, today: IsoDate, passport: CountryCode) {
  const profile = await loadPassportProfile(db, today, passport);
  return {
    passport,
    on: today,
    dataAsOf: profile.asOn ?? today,
    correctionsCheckedThrough: profile.correctionsCheckedThrough,
    data: profile.destinations.map((d) => ({ destination: d.code, category: d.category })),
  };
}

/**
 * One pair: category, maximum stay, e-Visa and visa on arrival, and where the requirement comes from.
 * @throws CountryNotFoundError for a code not in the data.
 */
export async function apiPair(db: Db, today: IsoDate, passport: CountryCode, destination: CountryCode) {
  const [check, statuses] = await Promise.all([
    loadVisaCheck(db, { passport, destination, visaType: "tourist", today, currency: API_CURRENCY }),
    loadSourceStatuses(db),
  ]);
  return {
    passport,
    destination,
    on: today,
    category: check.card.category,
    label: check.card.label,
    maxStayDays: check.card.maxStayDays,
    eVisa: check.card.eVisa === "Available",
    visaOnArrival: check.card.visaOnArrival === "Available",
    provenance: {
      kind: check.provenance.kind,
      asOf: check.provenance.asOn,
      source: check.provenance.source,
      sourceUrl: check.provenance.sourceUrl,
      // A correction's asOf is the day it was checked against its source; the dataset cites no page.
      sourceStatus: sourceStatusField(statuses, check.provenance.sourceUrl, check.provenance.asOn),
      endsOn: check.provenance.endsOn,
      disagreeing: check.provenance.disagreeing && { asOf: check.provenance.disagreeing.asOn, label: check.provenance.disagreeing.label },
      endedOn: check.provenance.endedOn,
      notices: check.provenance.notices,
    },
    announced: check.announced.map((a) => ({
      id: a.id,
      text: a.text,
      status: a.status,
      source: a.source,
      sourceUrl: a.sourceUrl,
      sourceStatus: sourceStatusField(statuses, a.sourceUrl, a.readOn),
      dates: a.dates,
    })),
  };
}

/**
 * The fee records of `destination` that apply to `passport` on `today` (decision 17: the one rule of
 * shared/fees/resolve.ts, through the check, so the API and the pages list the same records), priced in USD and INR
 * at the current rates, each with "Sources disagree" where its document is not the requirement's. A pair no record
 * applies to gets `coverage: "not-covered"`, no options and the sentence of what is known, never an error.
 * @throws CountryNotFoundError for a code not in the data, or a pair with no requirement.
 */
export async function apiFees(db: Db, today: IsoDate, passport: CountryCode, destination: CountryCode) {
  const [data, statuses] = await Promise.all([loadPairData(db, passport, destination), loadSourceStatuses(db)]);
  const missing = [passport, destination].filter((c) => !data.countries.has(c));
  if (missing.length > 0) throw new CountryNotFoundError(missing);
  // A passport in its own country needs no visa: no record applies (the check refuses the pair).
  const check =
    passport === destination ? null : await loadVisaCheck(db, { passport, destination, visaType: "tourist", today, currency: API_CURRENCY });
  if (!check) return { destination, passport, on: today, coverage: "not-covered" as const, note: null, ratesAsOf: null, data: [] };
  const listed = check.fees.status === "listed" ? check.fees.options.filter((o) => !o.estimate) : [];
  const pricedById = new Map(listed.map((o) => [o.id, o]));
  const applying = data.feeOptions.filter((o) => pricedById.has(o.id));
  const covered = applying.length > 0;
  return {
    destination,
    passport,
    on: today,
    coverage: covered ? ("covered" as const) : ("not-covered" as const),
    note: check.fees.status === "coming-soon" ? check.fees.text : null,
    ratesAsOf: covered ? data.rates.asOn : null,
    data: applying.map((option) => {
      const priced = pricedById.get(option.id) ?? priceOption(option, data.rates, today, { currency: API_CURRENCY });
      return {
        id: option.id,
        visaType: option.visaType,
        document: option.document,
        appliesTo:
          option.appliesTo.scope === "all" ? option.appliesTo : { scope: option.appliesTo.scope, passports: [...option.appliesTo.passports] },
        subtype: option.subtype,
        eVisa: option.eVisa,
        amount: { minor: option.fee.amountMinor, currency: option.fee.currency },
        usd: priced.usd,
        inr: priced.local,
        processingDays: option.processingDays,
        validityDays: option.validityDays,
        maxStayDays: option.maxStayDays,
        // The data's note on a record with no page ("not found in stored sources") is not a publisher (issue #32).
        source: hasSource(option) ? option.source : null,
        sourceUrl: option.sourceUrl,
        sourceStatus: sourceStatusField(statuses, hasSource(option) ? option.sourceUrl : null, option.checkedOn),
        verified: priced.verified,
        confidence: option.confidence,
        disagreement: priced.disagreement,
        checkedOn: option.checkedOn,
        sourceDate: option.sourceDateOn,
        effectiveFrom: option.effectiveOn,
        validUntil: option.validUntilOn,
        inForce: feeInForce(option, today),
        needsDocuments: [...option.needs],
      };
    }),
  };
}

/**
 * The first source's rate table: units per USD, market and pegged, dated by the ECB's reference day (the second
 * source's rates, for the currencies the ECB lacks, are the site's own use and not published here). Null before the seed.
 */
export async function apiRates(db: Db) {
  const snapshot = await loadRateSnapshot(db);
  if (!snapshot) return null;
  return {
    base: "USD" as const,
    asOf: snapshot.asOn,
    source: "European Central Bank euro reference rates",
    rates: { ...snapshot.market, ...snapshot.pegged },
  };
}

/** Every passport ranked by score as of `today` (YYYY-MM-DD, UTC). */
export async function apiRanking(db: Db, today: IsoDate) {
  const ranking = await loadPassportRanking(db, today);
  return {
    dataAsOf: ranking.asOn,
    correctionsCheckedThrough: ranking.correctionsCheckedThrough,
    data: ranking.passports.map((p) => ({
      passport: p.passport,
      rank: p.rank,
      score: p.mobility,
      visaFree: p.counts["visa-free"],
      visaOnArrival: p.counts["visa-on-arrival"],
      eta: p.counts.eta,
      eVisa: p.counts["e-visa"],
      visaRequired: p.counts["visa-required"],
    })),
  };
}

/**
 * The data's version as of `today`: the datasets' dates (requirements, fees, rates, concessions), the flagged sources'
 * version and the day (which picks the corrections in force). A cached answer is keyed by it, so a reseed, a rate
 * refresh, or a source flagged or re-checked (a record's `sourceStatus`) is never served from an older copy. Each part
 * is read once per database handle (loadDataVersion, loadSourceStatuses), the two side by side.
 */
export async function apiDataVersion(db: Db, today: IsoDate): Promise<string> {
  const [version, statuses] = await Promise.all([loadDataVersion(db), loadSourceStatuses(db)]);
  return `${version};${statuses.version};${today}`;
}
