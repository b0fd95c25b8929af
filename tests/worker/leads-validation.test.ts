/** Every bad input of the spec's tables gets its message from the Worker and stores nothing. */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiContact, consultation, contactMessage, mutate, rows } from "./leads-helpers";

let ip = 0;
// A new client per request, so no refusal comes from the rate limit.
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

async function expectRefused(
  path: string,
  input: unknown,
  field: string,
  message: string,
  table: "consultation_requests" | "api_contact_requests" | "contact_messages",
) {
  const res = await mutate(path, input, nextIp());
  expect(res.status).toBe(400);
  expect(res.body.error?.data.code).toBe("BAD_REQUEST");
  expect(res.body.error?.data.zodIssues).toContainEqual({ path: [field], message });
  expect(await rows(table)).toHaveLength(0);
}

const LONG = "a".repeat(10_000);

beforeEach(async () => {
  await env.DB.batch(["consultation_requests", "api_contact_requests", "contact_messages"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

describe("consultation input", () => {
  it.each([
    ["", "Name is required"],
    ["   ", "Name is required"],
    ["<b></b>", "Name is required"],
    ["A", "Name must be at least 2 characters long"],
    ["1A", "Name must be at least 2 characters long"],
    ["Aaaaaa", "Name contains too many repeated characters"],
    ["Bob ----- Lee", "Name contains too many repeated characters"],
    ["A B", "Please enter a valid name"],
    ["a-b c", "Please enter a valid name"],
    [LONG, "Name must be at most 50 characters long"],
  ])("refuses the name %j with %j", (name, message) =>
    expectRefused("leads.consultation", consultation({ name }), "name", message, "consultation_requests"),
  );

  it.each([
    ["IN", "", "Please enter your contact number to continue."],
    ["IN", "+-() ", "Please enter your contact number to continue."],
    ["IN", "987654321", "Phone number should be at least 10 digits for India"],
    ["IN", "98765432101", "Phone number should be at most 10 digits for India"],
    ["GB", "123456789", "Phone number should be at least 10 digits for United Kingdom"],
    ["GB", "123456789012", "Phone number should be at most 11 digits for United Kingdom"],
    ["AU", "12345678", "Phone number should be at least 9 digits for Australia"],
    ["DE", "1234567890123", "Phone number should be at most 12 digits for Germany"],
    ["CN", "1234567890", "Phone number should be at least 11 digits for China"],
    ["AE", "1234567890", "Phone number should be at most 9 digits for United Arab Emirates"],
    ["SG", "1234567", "Phone number should be at least 8 digits for Singapore"],
    ["ID", "12345678901234", "Phone number should be at most 13 digits for Indonesia"],
    ["SA", "12345678", "Phone number should be at least 9 digits for Saudi Arabia"],
    ["EG", "12345678901", "Phone number should be at most 10 digits for Egypt"],
    ["NP", "1234567", "Phone number should be at least 8 digits for Nepal"],
    ["IN", "9".repeat(10_000), "Phone number should be at most 10 digits for India"],
  ])("refuses from %s the number %j with %j", (origin, phone, message) =>
    expectRefused(
      "leads.consultation",
      consultation({ origin, phone, destination: origin === "TH" ? "JP" : "TH" }),
      "phone",
      message,
      "consultation_requests",
    ),
  );

  it("refuses a missing destination with 'Please select a destination country.'", () =>
    expectRefused(
      "leads.consultation",
      consultation({ destination: "" }),
      "destination",
      "Please select a destination country.",
      "consultation_requests",
    ));

  it("refuses a destination outside the data with NOT_FOUND", async () => {
    const res = await mutate("leads.consultation", consultation({ destination: "ZZ" }), nextIp());
    expect(res.status).toBe(404);
    expect(res.body.error?.data.code).toBe("NOT_FOUND");
    expect(res.body.error?.message).toBe("Country not found");
    expect(await rows("consultation_requests")).toHaveLength(0);
  });

  it("refuses a malformed idempotency key", () =>
    expectRefused("leads.consultation", consultation({ idempotencyKey: "x" }), "idempotencyKey", "Invalid submission key.", "consultation_requests"));

  it("stores the sanitised name, the digits and the destination's code and name", async () => {
    const res = await mutate(
      "leads.consultation",
      consultation({ name: '  <img src=x onerror="alert(1)">Asha\u0007 "Rao" ', phone: " (98765) 432-10 " }),
      nextIp(),
    );
    expect(res.status).toBe(200);
    const [row] = await rows("consultation_requests");
    expect(row).toMatchObject({ name: "Asha Rao", number: "9876543210", destination_code: "TH", destination_name: "Thailand", origin_code: "IN" });
  });
});

describe("Contact for API input", () => {
  it.each([
    ["name", "  ", "Name is required"],
    ["name", LONG, "Name must be at most 100 characters long"],
    ["companyName", "", "Company name is required"],
    ["companyName", LONG, "Company name must be at most 100 characters long"],
    ["mobileNumber", "", "Mobile number is required"],
    ["mobileNumber", "98765abc10", "Mobile number should contain only digits"],
    ["mobileNumber", "+919876543210", "Mobile number should contain only digits"],
    ["mobileNumber", "987654321", "Mobile number should be at least 10 digits"],
    ["mobileNumber", "9876543210123", "Mobile number should not exceed 12 digits"],
    ["mobileNumber", "9".repeat(10_000), "Mobile number should not exceed 12 digits"],
    ["email", "", "Email is required"],
    ["email", "ravi@", "Please enter a valid email address"],
    ["email", "ravi..k@example.com", "Please enter a valid email address"],
    ["email", ".ravi@example.com", "Please enter a valid email address"],
    ["email", "ravi@example.com.", "Please enter a valid email address"],
    ["email", "ravi k@example.com", "Please enter a valid email address"],
    ["email", `${LONG}@example.com`, "Please enter a valid email address"],
  ])("refuses %s %j with %j", (field, value, message) =>
    expectRefused("leads.apiContact", apiContact({ [field]: value }), field, message, "api_contact_requests"),
  );

  it("stores digits, a trimmed lower-cased e-mail, and markup as given", async () => {
    const res = await mutate(
      "leads.apiContact",
      apiContact({ name: " <img src=x onerror=alert(1)> ", companyName: "Acme\u0000 & Co", email: "  Ravi@Example.COM " }),
      nextIp(),
    );
    expect(res.status).toBe(200);
    const [row] = await rows("api_contact_requests");
    expect(row).toMatchObject({
      name: "<img src=x onerror=alert(1)>",
      company_name: "Acme & Co",
      mobile_number: "9876543210",
      email: "ravi@example.com",
    });
  });
});

describe("contact page input", () => {
  it.each([
    ["name", "", "Name is required"],
    ["email", "nope", "Please enter a valid email address"],
    ["subject", " ", "Subject is required"],
    ["subject", LONG, "Subject must be at most 100 characters long"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters long"],
    ["message", "\u0000\u0001\u0002", "Message is required"],
    ["message", "m".repeat(10_000), "Message must be at most 5000 characters long"],
  ])("refuses %s %j with %j", (field, value, message) =>
    expectRefused("leads.contact", contactMessage({ [field]: value }), field, message, "contact_messages"),
  );

  it("keeps the message's newlines and drops its control characters", async () => {
    await mutate("leads.contact", contactMessage({ message: "Line one\r\nLine\u0007 two\u202e" }), nextIp());
    const [row] = await rows("contact_messages");
    expect(row?.message).toBe("Line one\nLine two");
  });
});

/** The input without one of its fields, as a client that never sent it. */
function without(input: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _, ...rest } = input;
  return rest;
}

// A field left out of the request gets the message the browser shows for the field left empty, never the
// raw length guard's 'This field is too long.'.
describe("missing fields", () => {
  it.each([
    ["idempotencyKey", "Invalid submission key."],
    ["origin", "Please select your country."],
    ["destination", "Please select a destination country."],
    ["name", "Name is required"],
    ["phone", "Please enter your contact number to continue."],
  ])("consultation without %s answers %j", (field, message) =>
    expectRefused("leads.consultation", without(consultation(), field), field, message, "consultation_requests"),
  );

  it.each([
    ["idempotencyKey", "Invalid submission key."],
    ["name", "Name is required"],
    ["companyName", "Company name is required"],
    ["mobileNumber", "Mobile number is required"],
    ["email", "Email is required"],
  ])("Contact for API without %s answers %j", (field, message) =>
    expectRefused("leads.apiContact", without(apiContact(), field), field, message, "api_contact_requests"),
  );

  it.each([
    ["idempotencyKey", "Invalid submission key."],
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("contact page without %s answers %j", (field, message) =>
    expectRefused("leads.contact", without(contactMessage(), field), field, message, "contact_messages"),
  );

  it.each([
    ["leads.consultation", consultation({ name: null }), "Name is required", "consultation_requests"],
    ["leads.apiContact", apiContact({ companyName: 42 }), "Company name is required", "api_contact_requests"],
    ["leads.contact", contactMessage({ subject: ["Fees"] }), "Subject is required", "contact_messages"],
  ] as const)("%s with a field that is not text answers the field's required message", (path, input, message, table) => {
    const field = { "leads.consultation": "name", "leads.apiContact": "companyName", "leads.contact": "subject" }[path];
    return expectRefused(path, input, field, message, table);
  });
});

describe("failures", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a D1 failure answers the generic message, without D1 text or stack, and stores nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE contact_messages RENAME TO contact_messages_gone");
    try {
      const res = await mutate("leads.contact", contactMessage(), nextIp());
      expect(res.status).toBe(500);
      expect(res.body.error?.message).toBe("An unexpected error occurred. Please try again.");
      expect(res.text).not.toMatch(/D1_ERROR|SQLITE|no such table|stack|\.ts:\d+/i);
    } finally {
      await env.DB.exec("ALTER TABLE contact_messages_gone RENAME TO contact_messages");
    }
    expect(await rows("contact_messages")).toHaveLength(0);
  });
});
