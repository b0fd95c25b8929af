import { describe, expect, it } from "vitest";
import { mobileInput } from "../../../shared/leads/fields";
import { apiContactInputSchema, fieldErrors } from "../../../shared/schemas/leads";
import { consultationInputSchema } from "../../../shared/schemas/leads-consultation";

const key = "0123456789abcdef0123";

describe("consultationInputSchema", () => {
  it("outputs the sanitised name and the phone's digits", () => {
    const out = consultationInputSchema.parse({ idempotencyKey: key, origin: "in", destination: "th", name: " <i>Asha</i> ", phone: "98765-43210" });
    expect(out).toEqual({ idempotencyKey: key, origin: "IN", destination: "TH", name: "Asha", phone: "9876543210" });
  });

  it("checks the phone against the origin's rule", () => {
    const result = consultationInputSchema.safeParse({ idempotencyKey: key, origin: "SG", destination: "TH", name: "Asha", phone: "9876543210" });
    expect(fieldErrors(result)).toEqual({ phone: "Phone number should be at most 8 digits for Singapore" });
  });
});

describe("apiContactInputSchema", () => {
  it("reports the first message of every bad field", () => {
    const result = apiContactInputSchema.safeParse({ idempotencyKey: key, name: "", companyName: "", mobileNumber: "", email: "" });
    expect(fieldErrors(result)).toEqual({
      name: "Name is required",
      companyName: "Company name is required",
      mobileNumber: "Mobile number is required",
      email: "Email is required",
    });
  });

  it("refuses fields that are not strings", () => {
    expect(apiContactInputSchema.safeParse({ idempotencyKey: key, name: 1, companyName: null, mobileNumber: [], email: {} }).success).toBe(false);
  });
});

describe("mobileInput", () => {
  it("strips non-digits and keeps 12 digits while typing", () => {
    expect(mobileInput("+91 98765-43210 99")).toBe("919876543210");
  });
});
