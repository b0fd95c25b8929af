/**
 * The operators' CSV (worker/leads/ops-csv.ts, issue #44): a cell is quoted per RFC 4180 whenever it holds a
 * separator (`,` and `;`, which many locales' spreadsheets split on), a quote (doubled) or a line break (CR or LF),
 * and a cell a spreadsheet would read as a formula starts with `'`, whatever else it holds.
 */
import { describe, expect, it } from "vitest";
import type { OpsLead } from "../../worker/db/queries/lead-ops";
import { leadsCsv } from "../../worker/leads/ops-csv";

/** A contact message whose `message` is `message`. */
const lead = (message: string): OpsLead => ({
  form: "contact",
  id: "L1",
  createdAt: "2026-11-28T09:00:00.000Z",
  fields: { name: "Asha", email: "asha@example.com", subject: "Hello", message },
  delivery: null,
});

describe("leadsCsv", () => {
  it("writes the contact form's header", () => {
    expect(leadsCsv([], ["contact"])).toBe(
      "form,id,createdAt,email,message,name,subject,attempts,webhookAt,emailedAt,deliveredAt,deadAt,lastError\n",
    );
  });

  it.each([
    ["Plain text", "Plain text"],
    ["a;b", '"a;b"'],
    ["x;=1+1;y", '"x;=1+1;y"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["=1;2", '"\'=1;2"'],
    ["-2,3", '"\'-2,3"'],
    ["\rx", '"\'\rx"'],
  ])("%j is written as %j", (message, cell) => {
    const csv = leadsCsv([lead(message)], ["contact"]);
    const row = csv.slice(csv.indexOf("\n") + 1);
    expect(row).toBe(`contact,L1,2026-11-28T09:00:00.000Z,asha@example.com,${cell},Asha,Hello,0,,,,,\n`);
  });
});
