import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "../../../shared/leads/field-issues";

describe("firstMessagePerField", () => {
  it("keeps the first message of each top-level field, in issue order", () => {
    const issues = [
      { path: ["email"], message: "Email is required" },
      { path: ["name"], message: "Name is required" },
      { path: ["email"], message: "Please enter a valid email address" },
    ];
    expect(firstMessagePerField(issues)).toEqual({ email: "Email is required", name: "Name is required" });
  });

  it("reads a server refusal's issues: a nested path counts under its top-level field, no path under the empty key", () => {
    const issues = [
      { path: ["phone", 0], message: "Phone number should be at most 8 digits for Singapore" },
      { path: [], message: "Country not found" },
    ];
    expect(firstMessagePerField(issues)).toEqual({ phone: "Phone number should be at most 8 digits for Singapore", "": "Country not found" });
  });
});
