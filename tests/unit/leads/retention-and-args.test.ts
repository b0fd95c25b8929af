/**
 * Lead retention's words (the privacy policy says what LEAD_RETENTION_DAYS deletes) and `npm run ops:leads`'
 * argument handling, without a Worker.
 */
import { describe, expect, it } from "vitest";
import { parseLeadsArgs } from "../../../scripts/ops/leads-args";
import { tokenValues } from "../../../shared/content/facts";
import { DEFAULT_LEAD_RETENTION_DAYS, retentionWords } from "../../../shared/leads/retention";

describe("retention", () => {
  it("words whole years as months and anything else as days", () => {
    expect(DEFAULT_LEAD_RETENTION_DAYS).toBe(730);
    expect(retentionWords(730)).toBe("24 months");
    expect(retentionWords(365)).toBe("12 months");
    expect(retentionWords(90)).toBe("90 days");
  });

  it("is the privacy policy's {leadRetention}, from the configured days", () => {
    const facts = {
      passportsAnalysed: 1,
      countriesListed: 1,
      feeDestinations: 1,
      feeRecords: 1,
      india: { visaFree: 0, visaOnArrival: 0, eVisa: 0, eta: 0 },
      indiaPower: null,
      requirementsAsOn: null,
      requirementsSource: null,
      indiaRequirements: {},
    };
    expect(tokenValues(facts, "a@b.co").leadRetention).toBe("24 months");
    expect(tokenValues(facts, "a@b.co", 180).leadRetention).toBe("180 days");
  });
});

describe("ops:leads arguments", () => {
  it("reads a listing and an erasure", () => {
    expect(parseLeadsArgs([])).toEqual({ kind: "list", since: "7d", form: null, csv: false, undelivered: false, remote: false });
    expect(parseLeadsArgs(["--since", "2026-11-01", "--form", "consultation", "--csv", "--remote"])).toEqual({
      kind: "list",
      since: "2026-11-01",
      form: "consultation",
      csv: true,
      undelivered: false,
      remote: true,
    });
    expect(parseLeadsArgs(["--undelivered"])).toMatchObject({ undelivered: true });
    expect(parseLeadsArgs(["--erase", "someone@example.com", "--remote"])).toEqual({ kind: "erase", who: "someone@example.com", remote: true });
  });

  it.each([
    [["--since", "last week"], "--since takes a day (YYYY-MM-DD) or a number of days (7d)."],
    [["--form", "leads"], "--form must be one of consultation, api-contact, contact."],
    [["--erase"], "--erase needs the person's e-mail address or phone number."],
    [["--erase", "--remote"], "--erase needs the person's e-mail address or phone number."],
  ])("refuses %j", (args, error) => {
    expect(parseLeadsArgs(args)).toEqual({ error });
  });
});
