import { describe, expect, it } from "vitest";
import { failureToast, type LeadFailureTexts } from "../../../client/features/leads/lead-submit";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";

const texts: LeadFailureTexts = {
  invalid: (fields, message) => ({ title: "Invalid", description: fields.name ?? message }),
  saveFailed: "Failed to save your information. Please try again.",
};

describe("failureToast", () => {
  it("shows the limiter's title and message", () => {
    expect(
      failureToast({ kind: "rate-limited", title: "Too Many Requests", description: "Please wait 30 seconds before making another request." }, texts),
    ).toEqual({
      title: "Too Many Requests",
      description: "Please wait 30 seconds before making another request.",
      variant: "destructive",
    });
  });

  it("lets the form word an invalid submission from the server's field messages", () => {
    expect(failureToast({ kind: "invalid", fields: { name: "Name is required" }, message: "x" }, texts)).toMatchObject({
      title: "Invalid",
      description: "Name is required",
    });
    expect(failureToast({ kind: "invalid", fields: {}, message: "Country not found" }, texts)).toMatchObject({ description: "Country not found" });
  });

  it("uses the form's save-failure text for a server failure", () => {
    expect(failureToast({ kind: "failed" }, texts)).toEqual({ title: "Error", description: texts.saveFailed, variant: "destructive" });
  });

  it("uses the unexpected-failure text, or the form's own when it has one", () => {
    expect(failureToast({ kind: "unexpected", description: UNEXPECTED_ERROR_MESSAGE }, texts).description).toBe(
      "An unexpected error occurred. Please try again.",
    );
    expect(
      failureToast(
        { kind: "unexpected", description: UNEXPECTED_ERROR_MESSAGE },
        { ...texts, unexpected: "Failed to submit request. Please try again." },
      ).description,
    ).toBe("Failed to submit request. Please try again.");
  });
});
