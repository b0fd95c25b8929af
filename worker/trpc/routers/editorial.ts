/** @module editorial.*: the data the guide pages quote, read from D1 so copy and data never disagree. */
import { noInputSchema } from "../../../shared/schemas/common";
import { editorialFeesInputSchema } from "../../../shared/schemas/editorial";
import { parseCountryCode } from "../../../shared/units/country-code";
import { convert, roundConverted } from "../../../shared/money/rates";
import { toMajor } from "../../../shared/units/money";
import { isCitedVerified } from "../../../shared/visa/fee-option";
import { buildVisaFreeList } from "../../../shared/visa/visa-free";
import { listDatasets } from "../../db/queries/datasets";
import { loadDataCounts, loadFeeRecords, loadRateTable } from "../../db/queries/editorial";
import { loadVisaFreeData } from "../../db/queries/visa-free";
import { publicProcedure, router } from "../init";

const INDIA = parseCountryCode("IN")!;

export const editorialRouter = router({
  /**
   * Counts quoted by the guides (decision 7): `{ passportsAnalysed, countriesListed, feeDestinations, feeRecords,
   * india: { visaFree, visaOnArrival, eVisa, eta }, requirementsAsOn, today }`. India's counts are destinations
   * (India itself excluded) by the requirement in force today: the Passport Index dataset with its dated
   * corrections; visa-free includes destinations with a day count or "visa free"; e-Visa and eTA are apart.
   */
  facts: publicProcedure.input(noInputSchema).query(async ({ ctx }) => {
    const [counts, finderData, datasets] = await Promise.all([loadDataCounts(ctx.db), loadVisaFreeData(ctx.db, INDIA), listDatasets(ctx.db)]);
    const finder = finderData ? buildVisaFreeList({ ...finderData, today: ctx.today }) : null;
    const count = <T extends { badge: string }>(cards: readonly T[] | undefined, badge: string) =>
      cards?.filter((c) => c.badge === badge).length ?? 0;
    return {
      passportsAnalysed: counts.passports,
      countriesListed: counts.countries,
      feeDestinations: counts.feeDestinations,
      feeRecords: counts.feeRecords,
      india: {
        visaFree: count(finder?.noVisa, "Visa Free"),
        visaOnArrival: count(finder?.noVisa, "Visa on Arrival"),
        eVisa: count(finder?.authorisation, "e-Visa"),
        eta: count(finder?.authorisation, "eTA"),
      },
      requirementsAsOn: datasets.find((d) => d.id === "passport-index")?.asOn ?? null,
      today: ctx.today,
    };
  }),
  /**
   * Fee records for Indian passports at the given destinations, as a guide quotes them: `{ ratesAsOn, records }`,
   * each record with id, destination, visaType, subtype, `amount` in major units of `currency` as the authority
   * charges it (0 = free), `inr` (whole rupees through the rate table dated `ratesAsOn`, null without a rate),
   * processing days, source and its page, `verified` (decision 14: official page and date cited) and checkedOn.
   */
  fees: publicProcedure.input(editorialFeesInputSchema).query(async ({ ctx, input }) => {
    const [records, rates] = await Promise.all([loadFeeRecords(ctx.db, input.destinations), loadRateTable(ctx.db)]);
    const inr = (fee: Parameters<typeof convert>[0]) => {
      const converted = convert(fee, rates).inr;
      return converted === null ? null : roundConverted(converted);
    };
    return {
      ratesAsOn: rates.asOn as string,
      records: records.map((r) => ({
      id: r.id,
      destination: r.destinationCountryCode as string,
      visaType: r.visaType,
      subtype: r.subtype,
      amount: toMajor(r.fee),
      currency: r.fee.currency as string,
      inr: inr(r.fee),
      processingDays: r.processingDays,
      source: r.source,
      sourceUrl: r.sourceUrl,
      verified: isCitedVerified(r),
      checkedOn: r.checkedOn as string,
      })),
    };
  }),
});
