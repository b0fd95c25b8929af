/**
 * The editorial pages through the real Worker: every record renders every figure it holds, the spec's figures
 * that still hold are on the page, and superseded figures appear only as what they were.
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../shared/content/all-pages";
import { pageText, recordFigures } from "./content-figures";

describe("every record renders every figure it holds", () => {
  it("the records hold hundreds of figures (the extractor finds them)", () => {
    const total = ALL_PAGES.reduce((n, p) => n + recordFigures(p).length, 0);
    console.info(`figures under test: ${total}`);
    expect(total).toBeGreaterThan(350);
  });

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))("%s", async (path, page) => {
    const text = await pageText(path);
    const figures = recordFigures(page);
    expect(figures.filter((f) => !text.includes(f))).toEqual([]);
  });
});

/** Spec figures (editorial-content.md section 9) that still hold, or their current replacement, per page. */
const SPEC_FIGURES: Record<string, string[]> = {
  "/usa-visa-fees": ["$185", "$205", "USD 350", "USD 2,805", "USD 25-50", "85,000", "F-1", "non-refundable"],
  "/uk-visa-fees": [
    "£135",
    "£506",
    "£848",
    "£1,059",
    "£524",
    "£769-£1,519",
    "£500",
    "£1,000-£2,500",
    "£75",
    "£200",
    "£1,035 per year",
    "£776 per year",
  ],
  "/canada-visa-fees": ["CAD 100", "CAD 150", "CAD 155", "CAD 1,525", "CAD 85", "CAD 170", "CAD 255", "CAD 500", "CAD 575", "CAD 229", "10 years"],
  "/schengen-visa-fees": [
    "€90",
    "€45",
    "Children under 6 pay no visa fee",
    "15 days",
    "up to 30 in peak season",
    "30-60 days",
    "90 days in any 180",
    "EUR 30,000",
    "at least 3 months",
    "The 29 Schengen countries",
    "Bulgaria",
    "Romania",
    "Croatia",
  ],
  "/visa-fees-comparison": ["€20-185", "€160-2,750", "€160-950", "15-84 days", "High", "Medium"],
  "/passport-guide": ["Countries analysed", "85th", "8", "Henley Passport Index"],
  "/passport/indian-passport-strength": ["85th", "Henley Passport Index", "Very High"],
  "/passport/strengthen-passport": [
    "Very High priority",
    "High priority",
    "Beginner",
    "Intermediate",
    "Advanced",
    "Expert",
    "6-12 months",
    "12-18 months",
    "18-24 months",
    "24+ months",
    "2+ years",
    "3+ months",
  ],
  "/passport/visa-rejection-reasons": ["15-30%", "35%", "25%", "80%", "20%", "15%"],
  "/passport/difficult-visa-countries": [
    "15-25%",
    "10-20%",
    "12-18%",
    "8-15%",
    "6-12%",
    "60-90 days",
    "$185-650",
    "£135 + £1,035/yr",
    "CAD 100 + 85 biometrics",
    "AUD 190-650",
    "€90 adults, €45 children 6-12",
    "£95-105/day",
    "CAD 1,230+/month",
    "AUD 150+/day",
    "€65-75/day",
    "$2,805",
  ],
  "/passport/easy-visa-countries": [
    "Thailand",
    "United Arab Emirates",
    "Maldives",
    "Indonesia",
    "Qatar",
    "Jordan",
    "60 days",
    "14 days",
    "90 days",
    "30 days",
  ],
  "/passport/age-visa-approval": ["60-70% approval", "70-80% approval", "80-90% approval", "85-95% approval", "75-85% approval"],
  "/passport/financial-requirements": [
    "₹5-8 lakhs",
    "₹40-60 lakhs",
    "₹1-2 crore",
    "₹3-5 lakhs",
    "₹25-40 lakhs",
    "₹75 lakhs-1.5 crore",
    "₹2-4 lakhs",
    "₹20-35 lakhs",
    "₹50 lakhs-1 crore",
    "₹2-3 lakhs",
    "₹18-30 lakhs",
    "₹40-80 lakhs",
    "4-6 months",
    "3-6 months",
    "₹2-5 lakhs",
    "6 months or more",
  ],
  "/visa/visa-interview-tips": ["2-5 minutes", "15-30 minutes early"],
  "/visa/visa-document-checklist": ["6 months", "2+ blank pages", "within the last 3 months", "within the last month", "5-15 days", "10-30 days"],
  "/visa/student-visa-guide": [
    "Education Guide",
    "15 December 2024",
    "15 years",
    "2,000 students",
    "F-1",
    "M-1",
    "J-1",
    "Child Student",
    "11 months",
    "CAQ",
    "Subclass 500",
    "Subclass 590",
    "USD 350",
    "$35,000-$75,000",
    "£27,000-£53,000",
    "CAD 27,000-58,000",
    "AUD 38,000-70,000",
    "2-4 months",
    "3-8 weeks",
    "4-12 weeks",
    "10-20 hours",
    "6-12 months (12+ recommended)",
  ],
  "/about-us": ["Monday to Friday, 9:00 AM to 6:00 PM IST"],
};

describe("spec figures that still hold are shown", () => {
  it.each(Object.entries(SPEC_FIGURES))("%s", async (path, figures) => {
    const text = await pageText(path);
    expect(figures.filter((f) => !text.includes(f))).toEqual([]);
  });
});

describe("superseded figures appear only as what they were", () => {
  it.each([
    ["/schengen-visa-fees", "EUR 80"],
    ["/passport/difficult-visa-countries", "€80"],
    ["/uk-visa-fees", "£490"],
    ["/uk-visa-fees", "£127"],
    ["/canada-visa-fees", "CAD 515"],
  ])("%s shows %s only after 'Was'", async (path, old) => {
    const text = await pageText(path);
    const at = [...text.matchAll(new RegExp(old.replace(/[$]/g, "\\$"), "g"))].map((m) => text.slice(Math.max(0, (m.index ?? 0) - 4), m.index));
    expect(at.length).toBeGreaterThan(0);
    expect(at.every((before) => before === "Was ")).toBe(true);
  });
});
