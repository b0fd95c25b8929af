/**
 * The calculator's URL (shared/schengen/calculator-query.ts): the compact state the form's fields become, and every
 * message a malformed, out-of-range or tampered value gets.
 */
import { describe, expect, it } from "vitest";
import { CALCULATOR_MESSAGES, compactQuery, isFormSubmission, MAX_STAYS, readCalculatorSearch } from "../../../shared/schengen/calculator-query";
import type { IsoDate } from "../../../shared/units/iso-date";

const today = "2026-11-25" as IsoDate;

describe("compactQuery", () => {
  it("turns the form's fields into the compact URL, dropping blank and removed rows", () => {
    const form = new URLSearchParams(
      "e1=2026-01-05&x1=2026-01-20&e2=2026-03-01&x2=2026-03-10&r2=1&e3=2026-04-01&x3=2026-04-02&e4=&x4=&on=2026-05-01&plan=&n=30&vf=2026-01-01&vu=2026-12-31&vd=90&ve=m&remove=3",
    );
    expect(isFormSubmission(form)).toBe(true);
    expect(compactQuery(form)).toBe("?s=2026-01-05~2026-01-20,2026-03-01~2026-03-10~r&on=2026-05-01&n=30&visa=2026-01-01~2026-12-31~90~m");
  });

  it("keeps a half-filled row so its missing date can be asked for, and strips separators typed into a date", () => {
    expect(compactQuery(new URLSearchParams("e1=2026-01-05&x1="))).toBe("?s=2026-01-05~");
    expect(compactQuery(new URLSearchParams("e1=2026-01-05,x&x1=2026~01-06"))).toBe("?s=2026-01-05x~202601-06");
  });

  it("is not a submission for the compact URL itself", () => {
    expect(isFormSubmission(new URLSearchParams("s=2026-01-05~2026-01-20&on=2026-02-01"))).toBe(false);
  });
});

describe("readCalculatorSearch", () => {
  it("reads stays, control date, plan, days wanted and a visa", () => {
    const reading = readCalculatorSearch(
      { s: "2026-01-05~2026-01-20,2026-03-01~2026-03-10~r", on: "2026-05-01", plan: "2026-06-01", n: "30", visa: "2026-01-01~2026-12-31~90~m" },
      today,
    );
    expect(reading.input).toEqual({
      stays: [
        { entry: "2026-01-05", exit: "2026-01-20", counted: true },
        { entry: "2026-03-01", exit: "2026-03-10", counted: false },
      ],
      control: "2026-05-01",
      plan: "2026-06-01",
      wanted: 30,
      visa: { validFrom: "2026-01-01", validUntil: "2026-12-31", durationDays: 90, entries: "multiple" },
    });
  });

  it("takes today as the control date when none is given", () => {
    expect(readCalculatorSearch({}, today).input?.control).toBe(today);
  });

  it.each([
    [{ s: "2026-02-30~2026-03-01" }, "entry", CALCULATOR_MESSAGES.date],
    [{ s: "2013-10-17~2013-10-20" }, "entry", CALCULATOR_MESSAGES.tooEarly],
    [{ s: "2026-01-05~2036-11-26" }, "exit", CALCULATOR_MESSAGES.tooLate],
    [{ s: "2026-03-10~2026-03-01" }, "exit", CALCULATOR_MESSAGES.exitBeforeEntry],
    [{ s: "2026-03-10~" }, "exit", CALCULATOR_MESSAGES.missingExit],
    [{ s: "~2026-03-10" }, "entry", CALCULATOR_MESSAGES.missingEntry],
  ] as const)("names the field of a bad stay: %j", (search, field, message) => {
    const reading = readCalculatorSearch(search, today);
    expect(reading.rows[0]?.problems[field]).toBe(message);
    expect(reading.input).toBeNull();
  });

  it("accepts the last day of the range and the rule's first day", () => {
    expect(readCalculatorSearch({ s: "2013-10-18~2036-11-25" }, today).input).not.toBeNull();
  });

  it.each([
    [{ on: "yesterday" }, "on", CALCULATOR_MESSAGES.date],
    [{ plan: "2012-01-01" }, "plan", CALCULATOR_MESSAGES.tooEarly],
    [{ n: "0" }, "n", CALCULATOR_MESSAGES.days],
    [{ n: "91" }, "n", CALCULATOR_MESSAGES.days],
    [{ n: "2.5" }, "n", CALCULATOR_MESSAGES.days],
    [{ visa: "2026-01-01~2026-12-31~90" }, "visa", CALCULATOR_MESSAGES.visaIncomplete],
    [{ visa: "2026-12-31~2026-01-01~90~m" }, "visa", CALCULATOR_MESSAGES.visaUntilBeforeFrom],
    [{ visa: "2026-01-01~2026-12-31~120~m" }, "visa", CALCULATOR_MESSAGES.visaDays],
    [{ visa: "2026-01-01~2026-12-31~90~3" }, "visa", CALCULATOR_MESSAGES.visaEntries],
  ] as const)("names a bad field: %j", (search, field, message) => {
    const reading = readCalculatorSearch(search, today);
    expect(reading.problems[field]).toBe(message);
    expect(reading.input).toBeNull();
  });

  it("reads at most 50 stays and says so", () => {
    const many = Array.from(
      { length: 51 },
      (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, "0")}~2026-01-${String((i % 28) + 1).padStart(2, "0")}`,
    ).join(",");
    const reading = readCalculatorSearch({ s: many }, today);
    expect(reading.rows).toHaveLength(MAX_STAYS);
    expect(reading.formProblems).toContain(CALCULATOR_MESSAGES.tooManyStays);
    expect(reading.input).toBeNull();
  });

  it("reports a tampered stay list at the top of the form", () => {
    const reading = readCalculatorSearch({ s: "2026-01-05~2026-01-20~zz~1,<script>" }, today);
    expect(reading.formProblems).toContain(CALCULATOR_MESSAGES.unreadableStays);
    expect(reading.input).toBeNull();
  });

  it("names overlapping stays and counts their shared days once", () => {
    const reading = readCalculatorSearch({ s: "2026-01-01~2026-01-10,2026-01-08~2026-01-12" }, today);
    expect(reading.notes).toEqual(["Stays 1 and 2 overlap from 8 Jan 2026 to 10 Jan 2026: those 3 days are counted once."]);
    expect(reading.input).not.toBeNull();
  });
});
